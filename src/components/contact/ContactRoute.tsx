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
    <div className={cn("border-t border-border pt-6", className)} data-contact-route-block="">
      <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{route.caption}</p>
      <div role="img" aria-label={route.label} data-contact-route="" className="mt-6">
        <div aria-hidden="true" className="relative">
          <ol className="relative space-y-6 sm:space-y-8">
            {route.steps.map((s, i) => {
              const { live } = s;
              return (
                <li key={s.from} className="relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-5">
                  {/* The rail, from this ring to the next one (never past the last ring). */}
                  {i < route.steps.length - 1 && <span className="absolute top-10 -bottom-6 left-5 w-px bg-border sm:-bottom-8" />}
                  <span
                    className={cn(
                      "grid size-10 place-items-center rounded-full border bg-bg font-mono text-sm text-fg",
                      live ? "border-accent/70" : "border-border",
                    )}
                  >
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <div className="min-w-0 space-y-1.5 pt-1.5">
                    <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 font-mono text-sm tracking-[0.08em] uppercase">
                      <span className="inline-flex items-center gap-2 text-fg">
                        {s.from}
                        <ArrowRight className="size-4 text-muted" />
                        {s.to}
                      </span>
                      <span className="rounded-full border border-border px-2.5 py-0.5 text-xs tracking-[0.12em] text-muted">{s.when}</span>
                    </p>
                    <p className="text-base leading-relaxed text-pretty text-muted">{keepWords(s.text)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      {/* Real text, not part of the image: the support address is a link (14 px, a 44 px target: review round 13). */}
      <p
        className="mt-8 flex items-baseline gap-3 border-t border-border pt-5 text-sm leading-relaxed text-muted"
        data-contact-route-note=""
      >
        <span aria-hidden="true" className="size-2 shrink-0 translate-y-[-1px] rounded-full bg-success" />
        <span className="min-w-0 text-pretty">
          <span className="font-mono text-xs tracking-[0.12em] text-fg uppercase">{route.note.label}:</span> {route.note.text}{" "}
          <a
            href={`mailto:${route.note.email}`}
            // A 44 px target (padding) that does not open the line (the same negative margin).
            className="-my-3 inline-block py-3 font-medium whitespace-nowrap text-fg underline decoration-fg/30 underline-offset-4 hover:decoration-fg"
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
