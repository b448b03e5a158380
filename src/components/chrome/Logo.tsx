import { useId } from "react";
import { site } from "../../content/site.ts";
import { AccentGradient } from "../ui/AccentGradient.tsx";
import { chromeLabels } from "../../content/nav.ts";

/** The header and the footer both show the logo: each gradient gets its own id (useId), so ids stay unique per page. */
export function Logo() {
  const gradientId = `logo-g${useId()}`;
  return (
    <a href="/" className="flex min-h-11 items-center gap-2 font-display text-lg font-bold tracking-tight text-fg">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <AccentGradient id={gradientId} />
        <rect x="2" y="2" width="28" height="28" rx="8" fill="none" stroke={`url(#${gradientId})`} strokeWidth="2.5" />
        <path
          d="M10 22V10l12 12V10"
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{site.name}</span>
      <span className="sr-only">{chromeLabels.logoHome}</span>
    </a>
  );
}
