import { earthConsole as c } from "../../content/products.ts";
import { Fragment, type ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { WindowDots } from "../ui/WindowDots.tsx";

/**
 * The Earth hero's console: a bare-metal cluster being reserved (GPU type, count, region, price),
 * then the SSH line that opens it. Drawn in HTML/CSS from src/content/products.ts; it pictures the
 * console as one labelled figure with a list of its settings, read-only text (no chips that look
 * like toggles); its one control, "Reserve cluster", is a real link to /access-compute's request
 * form with the cluster filled in.
 */
const sshParts = c.ssh.split(" ");

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
      <div className="px-3 pb-4 sm:px-5 sm:pb-5">
        {/* A real link, in the neutral secondary style: the hero's gradient "Access Compute" stays the view's one accent. */}
        <ButtonLink href={c.actionHref} variant="secondary" className="w-full font-sans">
          {c.action}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
        <div className="mt-4 space-y-1 rounded-lg border border-border bg-bg p-3 leading-relaxed">
          <p className="text-success">● {c.status}</p>
          {/* The command breaks only at its spaces: on a phone "$ ssh" over the whole user@host, which is one
              unbroken line (the console's phone padding leaves it room at 375 px). */}
          <p className="text-fg">
            <span aria-hidden="true" className="text-muted">
              ${" "}
            </span>
            {sshParts.map((part, i) => (
              <Fragment key={part}>
                {i > 0 && " "}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
          </p>
          {/* The machine's line breaks only between its parts (never inside "3.2 Tb/s"). */}
          <p className="text-muted">
            {c.motd.split(" · ").map((part, i, all) => (
              <Fragment key={part}>
                {i > 0 && " "}
                <span className="whitespace-nowrap">{i < all.length - 1 ? `${part} ·` : part}</span>
              </Fragment>
            ))}
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
