import { ArrowRight } from "lucide-react";
import { contactPage } from "../../content/contact.ts";
import { ArtPanel } from "../art/Art.tsx";

/**
 * /contact's first-screen drawing, in the site's illustration language (docs/design.md): where a
 * message goes and who answers it, three hops on one numbered rail (the rings of `Steps` and the
 * x402 exchange), each headed in mono by who hands it to whom and how fast; the two machine hops are
 * live (accent), the person's reply is not timed. From `contactPage.route`; one named image.
 */
export function ContactRoute({ className }: { className?: string }) {
  const { route } = contactPage;
  return (
    <ArtPanel caption={route.caption} className={className}>
      <div role="img" aria-label={route.label} data-contact-route="" className="p-5 sm:p-6">
        <div aria-hidden="true" className="relative">
          <span className="absolute top-3 bottom-3 left-[0.9375rem] w-px bg-border" />
          <ol className="relative space-y-5">
            {route.steps.map((s, i) => {
              const { live } = s;
              return (
                <li key={s.from} className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4">
                  <span
                    className={
                      live
                        ? "grid size-8 place-items-center rounded-full border border-accent/70 bg-bg font-mono text-xs text-fg"
                        : "grid size-8 place-items-center rounded-full border border-border bg-bg font-mono text-xs text-fg"
                    }
                  >
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <div className="min-w-0 space-y-1 pt-1">
                    <p className="flex flex-wrap items-center justify-between gap-x-3 font-mono text-xs tracking-[0.12em] uppercase">
                      <span className="inline-flex items-center gap-1.5 text-fg">
                        {s.from}
                        <ArrowRight className="size-3.5 text-muted" />
                        {s.to}
                      </span>
                      <span className={live ? "text-accent" : "text-muted"}>{s.when}</span>
                    </p>
                    <p className="text-sm leading-snug text-pretty text-muted">{keepWords(s.text)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
        <p aria-hidden="true" className="mt-5 flex items-baseline gap-2 border-t border-border pt-4 font-mono text-xs text-muted">
          <span className="size-2 shrink-0 translate-y-[-1px] rounded-full bg-success" />
          <span className="min-w-0 text-pretty">
            <span className="text-fg">{route.note.label}:</span> {route.note.text}
          </span>
        </p>
      </div>
    </ArtPanel>
  );
}

/** "e-mail" never breaks at its hyphen: set as one unbreakable word. */
function keepWords(text: string) {
  return text.split(/(e-mail)/).map((part, i) =>
    part === "e-mail" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
