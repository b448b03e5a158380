import { Zap } from "lucide-react";
import { bannerText, chromeLabels } from "../../content/nav.ts";

export function Banner() {
  return (
    <aside aria-label={chromeLabels.banner}>
      <a
        href="/x402-integration"
        className="bg-gradient-accent flex items-center justify-center gap-2 px-4 py-2 text-center text-sm font-medium text-accent-fg"
      >
        <Zap className="size-4 shrink-0" aria-hidden="true" />
        <span>{bannerText}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          →
        </span>
      </a>
    </aside>
  );
}
