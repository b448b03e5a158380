import { Zap } from "lucide-react";
import { bannerText, bannerTextShort, chromeLabels } from "../../content/nav.ts";

/**
 * The announcement bar, one line at every width: from sm the whole sentence with its mark and arrow; on a phone
 * (review round 15: it wrapped onto two lines at 375 px) the short sentence in 12 px, no mark, which fits 343 px.
 */
export function Banner() {
  return (
    <aside aria-label={chromeLabels.banner}>
      <a
        href="/x402-integration"
        data-banner
        className="flex items-center justify-center gap-2 border-b border-border bg-surface-2 min-h-11 px-4 py-2 text-center text-xs font-medium text-fg hover:text-accent sm:min-h-0 sm:text-sm"
      >
        <Zap className="hidden size-4 shrink-0 text-accent sm:block" aria-hidden="true" />
        <span className="hidden sm:inline">{bannerText}</span>
        <span className="sm:hidden">{bannerTextShort}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          →
        </span>
      </a>
    </aside>
  );
}
