import { ArrowRight } from "lucide-react";
import { contactPage } from "../../content/contact.ts";
import { cn } from "../ui/cn.ts";

/**
 * /contact's first-screen drawing, in the site's illustration language (docs/design.md): where a
 * message goes and who answers it, three hops on one numbered rail (the rings of `Steps` and the
 * x402 exchange), each headed in mono by who hands it to whom and how fast; the two machine hops are
 * live (their rings in the accent; the timings stay neutral: the page's accent belongs to its one
 * action), the person's reply is not timed. Not a window card (the frame is kept for real
 * terminals and apps): a ruled block of its own under the lead, the rail one named image, and under
 * it the support line, whose "write to support" is a mailto: link to the address the direct lines
 * show. From `contactPage.route`. On a phone it comes after the form (ContactPage orders it).
 */
export function ContactRoute({ className }: { className?: string }) {
  const { route } = contactPage;
  return (
    <div className={cn("border-t border-border pt-5", className)} data-contact-route-block="">
      <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{route.caption}</p>
      <div role="img" aria-label={route.label} data-contact-route="" className="mt-5">
        <div aria-hidden="true" className="relative">
          <span className="absolute top-3 bottom-3 left-[0.9375rem] w-px bg-border" />
          <ol className="relative space-y-4 sm:space-y-5">
            {route.steps.map((s, i) => {
              const { live } = s;
              return (
                <li key={s.from} className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4">
                  <span
                    className={cn(
                      "grid size-8 place-items-center rounded-full border bg-bg font-mono text-xs text-fg",
                      live ? "border-accent/70" : "border-border",
                    )}
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
                      <span className="text-muted">{s.when}</span>
                    </p>
                    <p className="text-sm leading-snug text-pretty text-muted">{keepWords(s.text)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      {/* Real text, not part of the image: the support address is a link. */}
      <p className="mt-5 flex items-baseline gap-2 font-mono text-xs leading-relaxed text-muted" data-contact-route-note="">
        <span aria-hidden="true" className="size-2 shrink-0 translate-y-[-1px] rounded-full bg-success" />
        <span className="min-w-0 text-pretty">
          <span className="text-fg">{route.note.label}:</span> {route.note.text}{" "}
          <a
            href={`mailto:${route.note.email}`}
            // A 44 px target (padding) that does not open the line (the same negative margin).
            className="-my-3.5 inline-block py-3.5 whitespace-nowrap text-fg underline decoration-fg/30 underline-offset-4 hover:decoration-fg"
          >
            {route.note.action}
          </a>
        </span>
      </p>
    </div>
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
