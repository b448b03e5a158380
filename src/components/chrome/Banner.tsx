import { Zap } from "lucide-react";
import { bannerText, chromeLabels } from "../../content/nav.ts";

export function Banner() {
  return (
    <aside aria-label={chromeLabels.banner}>
      <a
        href="/x402-integration"
        className="flex items-center justify-center gap-2 border-b border-border bg-surface-2 px-4 py-2 text-center text-sm font-medium text-fg hover:text-accent"
      >
        <Zap className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>{bannerText}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          →
        </span>
      </a>
    </aside>
  );
}
