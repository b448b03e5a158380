import type { ReactNode } from "react";
import { careersPage } from "../../content/careers.ts";
import { applicationToasts } from "../../forms/messages.ts";
import { ArtPanel } from "../art/Art.tsx";

/**
 * /careers' first-screen drawing, in the site's illustration language (docs/design.md): how applying
 * works, three steps on one rail (a real sequence, so numbered): the page's two buttons, the form's
 * fields as it labels them, and the confirmation it shows (the spec's toast, word for word). It does
 * not list the roles: the table right below does. From `careersPage.path`; one named image.
 */
export function ApplyPath({ className }: { className?: string }) {
  const { path, list, openApplication } = careersPage;
  const [choose, send, review] = path.steps;
  return (
    <ArtPanel caption={path.caption} className={className}>
      <div role="img" aria-label={path.label} data-apply-path="" className="p-5 sm:p-6">
        <div aria-hidden="true" className="relative">
          <span className="absolute top-4 bottom-4 left-[0.9375rem] w-px bg-border" />
          <ol className="relative space-y-6">
            <Step n={1} title={choose!.title} text={choose!.text}>
              <span className="flex flex-wrap gap-2">
                <span className="rounded-full border border-border bg-surface-2 px-3 py-1.5 text-xs font-medium text-fg">
                  {list.applyLabel}
                </span>
                <span className="rounded-full border border-border px-3 py-1.5 text-xs font-medium text-fg">
                  {openApplication.buttonLabel}
                </span>
              </span>
            </Step>
            <Step n={2} title={send!.title} text={send!.text}>
              <span className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
                {path.fields.map((f) => (
                  <span
                    key={f}
                    className="truncate rounded-md border border-border bg-bg px-2 py-1.5 font-mono text-[0.6875rem] text-muted"
                  >
                    {f}
                  </span>
                ))}
              </span>
            </Step>
            <Step n={3} title={review!.title} text={review!.text} live>
              <span className="block rounded-lg border border-success/40 bg-bg px-3 py-2.5">
                <span className="flex items-center gap-2 text-sm font-semibold text-fg">
                  <span className="size-2 shrink-0 rounded-full bg-success" />
                  {applicationToasts.success.title}
                </span>
                <span className="mt-0.5 block pl-4 text-xs leading-snug text-pretty text-muted">
                  {applicationToasts.success.description}
                </span>
              </span>
            </Step>
          </ol>
        </div>
        <p aria-hidden="true" className="mt-6 border-t border-border pt-4 font-mono text-xs text-muted">
          {path.status}
        </p>
      </div>
    </ArtPanel>
  );
}

function Step({ n, title, text, live, children }: { n: number; title: string; text: string; live?: boolean; children: ReactNode }) {
  return (
    <li className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4">
      <span
        className={`grid size-8 place-items-center rounded-full border bg-bg font-mono text-xs text-fg ${live ? "border-accent/70" : "border-border"}`}
      >
        {String(n).padStart(2, "0")}
      </span>
      <span className="block min-w-0 space-y-3 pt-1">
        <span className="block space-y-1">
          <span className="block font-mono text-xs tracking-[0.12em] text-fg uppercase">{title}</span>
          <span className="block text-sm leading-snug text-pretty text-muted">{text}</span>
        </span>
        {children}
      </span>
    </li>
  );
}
