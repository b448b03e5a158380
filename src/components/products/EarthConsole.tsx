import { earthConsole as c } from "../../content/products.ts";
import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";
import { WindowDots } from "../ui/Decor.tsx";

/**
 * The Earth hero's console: a bare-metal cluster being reserved (GPU type, count, region, price),
 * then the SSH line that opens it. Drawn in HTML/CSS from src/content/products.ts; it pictures the
 * console as one labelled figure with a list of its settings; its GPU chips and "Reserve cluster"
 * are links to /access-compute's request form with the choice filled in.
 */
export function EarthConsole() {
  return (
    <figure
      data-earth-console=""
      aria-label={c.label}
      className="overflow-hidden rounded-card border border-border bg-surface font-mono text-xs shadow-2xl shadow-black/60 sm:text-sm"
    >
      <div aria-hidden="true" className="flex items-center justify-between border-b border-border bg-surface-2/60 px-4 py-3 sm:px-5">
        <WindowDots live />
        <span className="text-muted">{c.title}</span>
      </div>
      <dl className="divide-y divide-border/70 px-4 sm:px-5">
        <Row label={c.gpuLabel}>
          <span className="flex flex-wrap justify-end gap-1.5">
            {c.gpuChoices.map((g) => (
              <a
                key={g.name}
                href={g.href}
                aria-label={g.label}
                aria-current={g.selected ? "true" : undefined}
                className={cn(
                  "rounded-md border px-2 py-0.5 transition-colors hover:border-accent hover:text-fg",
                  g.selected ? "border-accent bg-accent/15 text-accent" : "border-border text-muted",
                )}
              >
                {g.name}
              </a>
            ))}
          </span>
        </Row>
        <Row label={c.countLabel}>
          <span className="text-fg">{c.count}</span>
        </Row>
        <Row label={c.regionLabel}>
          <span className="text-fg">
            {c.region}
            <span aria-hidden="true" className="ml-2 text-muted">
              ▾
            </span>
          </span>
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
      <div className="px-4 pb-4 sm:px-5 sm:pb-5">
        <a
          href={c.actionHref}
          className="block rounded-lg bg-accent py-2.5 text-center font-sans text-sm font-semibold text-accent-fg transition-colors hover:bg-accent/85"
        >
          {c.action}
        </a>
        <div className="mt-4 space-y-1 rounded-lg border border-border bg-bg p-3 leading-relaxed">
          <p className="text-success">● {c.status}</p>
          <p className="text-fg [overflow-wrap:anywhere]">
            <span aria-hidden="true" className="text-accent">
              ${" "}
            </span>
            {c.ssh}
          </p>
          <p className="text-muted [overflow-wrap:anywhere]">{c.motd}</p>
          <p aria-hidden="true" className="text-accent">
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
