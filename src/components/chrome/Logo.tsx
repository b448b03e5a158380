import { useId } from "react";
import { site } from "../../content/site.ts";
import { AccentGradient } from "../ui/AccentGradient.tsx";
import { chromeLabels } from "../../content/nav.ts";

/** The header and the footer both show the logo: each gradient gets its own id (useId), so ids stay unique per page. */
export function Logo() {
  return (
    <a href="/" className="flex min-h-11 items-center gap-2 font-display text-lg font-bold tracking-tight text-fg">
      <LogoMark className="size-8" />
      <span>{site.name}</span>
      <span className="sr-only">{chromeLabels.logoHome}</span>
    </a>
  );
}

/**
 * The logo's mark alone, the N in its rounded square (decorative). `tone="mono"` (opt-in, /ecosystem's flow since review
 * round 20, where it marks the Nirvana network) draws it in the text's colour instead of the accent gradient, so the
 * drawing keeps the accent for its one highlight; the default is the header's and footer's.
 */
export function LogoMark({ className, tone = "gradient" }: { className?: string; tone?: "gradient" | "mono" }) {
  const gradientId = `logo-g${useId()}`;
  const stroke = tone === "mono" ? "currentColor" : `url(#${gradientId})`;
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" data-logo-mark={tone === "mono" ? "" : undefined}>
      {tone === "gradient" && <AccentGradient id={gradientId} />}
      <rect x="2" y="2" width="28" height="28" rx="8" fill="none" stroke={stroke} strokeWidth="2.5" />
      <path d="M10 22V10l12 12V10" fill="none" stroke={stroke} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
