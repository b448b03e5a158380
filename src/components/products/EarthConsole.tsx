import { earthConsole as c } from "../../content/products.ts";
import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { WindowDots } from "../ui/WindowDots.tsx";

/**
 * The Earth hero's console: a bare-metal cluster being reserved (GPU type, count, region, price),
 * then the SSH line that opens it. Drawn in HTML/CSS from src/content/products.ts; it pictures the
 * console as one labelled figure with a list of its settings, read-only text (no chips that look
 * like toggles); its one control, "Reserve cluster", is a real link to /access-compute's request
 * form with the cluster filled in.
 */

export function EarthConsole() {
  return (
    <figure
      data-earth-console=""
      aria-label={c.label}
      className="overflow-hidden rounded-card border border-border bg-surface font-mono text-xs shadow-2xl shadow-black/60 sm:text-sm"
    >
      <div aria-hidden="true" className="flex items-center justify-between border-b border-border bg-surface-2/60 px-3 py-3 sm:px-5">
        <WindowDots live />
        <span className="text-muted">{c.title}</span>
      </div>
      <dl className="divide-y divide-border/70 px-3 sm:px-5">
        <Row label={c.gpuLabel}>
          <span className="text-fg">{c.gpu}</span>
        </Row>
        <Row label={c.countLabel}>
          <span className="text-fg">{c.count}</span>
        </Row>
        <Row label={c.regionLabel}>
          <span className="text-fg">{c.region}</span>
        </Row>
        <Row label={c.priceLabel}>
          <span className="flex flex-col items-end">
            <span className="text-muted" data-console-price="">
              {c.pricePerGpuHour}
            </span>
            <span className="font-display text-xl font-bold text-fg sm:text-2xl">{c.pricePerHour}</span>
          </span>
        </Row>
      </dl>
      {/* The console's one control, a real link styled as the site's bordered secondary button (review round 15: an
          underlined label inside a drawing read as a control that might do nothing), with a hint to the visitor beside
          it: the form it opens comes filled in with this cluster (review round 17: "Opens the request form, filled in"
          read as a developer's note). */}
      {/* Review round 21: on a phone the hint wrapped to two cramped lines beside the button; below sm the link spans
          the row and the hint stands on its own line, centred on it. Review round 23: the hint was under the link on a
          phone (a reversed column) but before it at 1440: it comes first at every width, over the link on a phone. Review
          round 24: on a phone both start on the card's left edge, as every other line of the card does (they were centred). */}
      <div
        className="flex items-center justify-between gap-4 border-t border-border/70 px-3 py-3 max-sm:flex-col max-sm:items-stretch max-sm:gap-0 max-sm:pb-1.5 sm:px-5"
        data-console-action=""
      >
        <span className="text-muted" data-console-note="">
          {c.actionNote}
        </span>
        {/* Review round 22: a bordered button here made three buttons in the hero's first screen (beside Access Compute
            and Talk to sales): it is a quiet text link, underlined with its arrow, 44 px tall on a phone. */}
        <a
          href={c.actionHref}
          className="inline-flex shrink-0 items-center justify-start gap-1.5 font-sans text-sm font-semibold text-fg underline decoration-muted underline-offset-4 hover:decoration-fg max-sm:min-h-11 max-sm:w-full"
          data-console-link=""
        >
          {c.action}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
      <div className="px-3 pb-4 sm:px-5 sm:pb-5">
        {/* A terminal's lines never wrap (white-space: pre) and never need a sideways scroll: on a phone the
            command continues at its space after a `\` and the machine line splits at a separator, so
            every line fits 375 px at 12 px; from sm each is one line. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container (a safety net if a font runs wide), not a section of the page outline */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={c.terminalLabel}
          data-earth-terminal=""
          className="space-y-1 overflow-x-auto rounded-lg border border-border bg-bg p-3 leading-relaxed whitespace-pre"
        >
          <p className="text-success">● {c.status}</p>
          <p className="text-fg">
            <span aria-hidden="true" className="text-muted">
              ${" "}
            </span>
            <span className="sm:hidden">{c.sshPhone.join("\n")}</span>
            <span className="max-sm:hidden">{c.ssh}</span>
          </p>
          <p className="text-muted">
            <span className="sm:hidden">{c.motdPhone.join("\n")}</span>
            <span className="max-sm:hidden">{c.motd}</span>
          </p>
          {/* Neutral text; the accent is the cursor alone, the session that is live. */}
          <p aria-hidden="true" className="text-fg">
            {c.prompt} <span className="animate-soft-blink inline-block h-3.5 w-2 translate-y-0.5 bg-accent" />
          </p>
        </div>
      </div>
    </figure>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
