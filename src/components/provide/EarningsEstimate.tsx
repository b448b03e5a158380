import { ArrowRight } from "lucide-react";
import { provideEstimate } from "../../content/provide.ts";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";

/**
 * /provide-compute's first-screen visual: what one GPU bills over 30 days, from src/content/provide.ts (the sum, list
 * price × hours × utilisation, said once, in the fine print under the sheet), with the assumptions said and a
 * link to every GPU's list price on Nirvana Earth. Static HTML, no script.
 */
export function EarningsEstimate() {
  const t = provideEstimate;
  return (
    // A worksheet, not an app window: the caption as the sheet's mono label, then the table
    // of results, its 8-GPU figures the largest numbers on it; the disclaimer is fine print under the sheet.
    <div>
      <figure className={cn(cardClass(), "m-0 overflow-hidden shadow-2xl shadow-black/50")} data-provide-estimate-sheet="">
        {/* The sheet's label only (review round 20: the sum "$2.49/h × 720 h × utilisation" stood here and again, in
            words, in the fine print under the sheet; the fine print keeps it, the price with it). */}
        <figcaption className="border-b border-border px-5 py-4 sm:px-6">
          <span className="block font-mono text-xs text-muted">{t.caption}</span>
        </figcaption>
        <div className="space-y-5 p-5 sm:p-6">
          <table className="w-full text-left text-sm" data-provide-estimate="">
            {/* What the figures are, said over them: billed to renters, gross, not what a host is paid. */}
            <caption className="pb-3 text-left">
              {/* Two phrases that never break inside themselves: "Billed to renters" / "for one H100 in 30 days" on a
                  phone, one line where the sheet is wide. */}
              <span className="block font-display text-base font-semibold text-fg" data-provide-estimate-heading="">
                <span className="inline-block">{t.headingBreakAfter}</span>{" "}
                <span className="inline-block">{t.heading.slice(t.headingBreakAfter.length).trim()}</span>
              </span>
              <span className="mt-1 block text-sm text-muted">{t.basis}</span>
            </caption>
            <thead className="font-mono text-xs text-muted">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 font-medium">
                  {t.columns.use}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">
                  {t.columns.gpu}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">
                  {t.columns.server}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/70 font-mono">
              {t.rows.map((r) => (
                <tr key={r.use}>
                  <th scope="row" className="py-2 font-semibold text-fg">
                    {r.use}
                  </th>
                  <td className="py-2 text-right text-muted">{r.gpu}</td>
                  {/* What the sheet answers, set a size over the rest (round 17: "the earnings figure reads first"). */}
                  <td className="py-2 text-right text-base font-semibold text-fg sm:text-lg" data-provide-estimate-figure="">
                    {r.server}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* A 44-px tap target (review round 20), its words on the row's middle. */}
          <a
            href={t.link.href}
            className="-my-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-fg underline-offset-4 hover:underline"
            data-provide-estimate-link=""
          >
            {t.link.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </figure>
      {/* The disclaimer, a tier of its own under the sheet (round 17: in the sheet's foot it was a fifth block in a
          crowded card, and the eye met its five lines before the figures): muted, apart from the card by a gap, so the
          sheet ends on its figures and its link, and the fine print reads last. 14 px, the scale's "small" (round 18: at
          12 px its four lines on a phone were too small to read). */}
      <p className="mt-4 text-sm leading-relaxed text-pretty text-muted" data-provide-estimate-note="">
        {t.note}
      </p>
    </div>
  );
}
