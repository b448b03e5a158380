import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { ProofItem } from "../../content/about.ts";
import { cn } from "./cn.ts";
import { Container } from "./Container.tsx";
import { linkClass } from "./link.ts";
import { COPIED, ProofCheckBox } from "./ProofCheckBox.tsx";
import { SectionHeading } from "./SectionHeading.tsx";

type Proof = {
  eyebrow: string;
  heading: string;
  lead: string;
  items: readonly ProofItem[];
  columns: { claim: string; check: string; result: string };
};

/** Columns from lg: the claim, the check, what one sees (the header row is for the eye; the list says it in order). */
const ROW = "lg:grid lg:grid-cols-[minmax(0,15rem)_minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-x-10";

/**
 * The "check it yourself" section (/about, /ecosystem): its heading, then the proofs read as a table: each row a claim the page makes, the thing a visitor can
 * check (a command to run, an address to look up, a page to read) and what they will see. A header
 * row from lg; on a phone each row stacks (claim, check, result). Every check is the same box (see
 * `ProofCheckBox`); a box with a value to copy has a copy button (a few inline lines: these pages load no script file).
 */
export function ProofSection({
  proof,
  className,
}: {
  proof: Proof /** Opt-in (review round 26): classes merged over the section's (/about's phone spacing). */;
  className?: string;
}) {
  return (
    // Its stand-in height while the browser skips it (content-visibility, global.css) near its real
    // one: the rows stack on a phone, and a short stand-in lets its last rows overlap the footer.
    <section
      aria-labelledby="proof-title"
      className={cn("py-16 [contain-intrinsic-size:auto_1700px] sm:py-24 lg:[contain-intrinsic-size:auto_1100px]", className)}
    >
      <Container className="space-y-10">
        <SectionHeading id="proof-title" eyebrow={proof.eyebrow} title={proof.heading} lead={proof.lead} />
        <ProofTable items={proof.items} columns={proof.columns} labelledBy="proof-title" />
      </Container>
    </section>
  );
}

function ProofTable({ items, columns, labelledBy }: Pick<Proof, "items" | "columns"> & { labelledBy: string }) {
  return (
    <div data-proof-table="">
      <div
        aria-hidden="true"
        className={cn(ROW, "hidden border-b border-border pb-3 font-mono text-xs tracking-[0.16em] text-muted uppercase lg:grid")}
      >
        <span>{columns.claim}</span>
        <span>{columns.check}</span>
        <span>{columns.result}</span>
      </div>
      <ul aria-labelledby={labelledBy} className="divide-y divide-border border-b border-border max-lg:border-t">
        {items.map((item) => (
          <li key={item.tag} className={cn(ROW, "grid grid-cols-1 gap-y-3 py-6 lg:items-start")}>
            <div className="space-y-1">
              <p className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{item.tag}</p>
              <h3 className="font-display text-lg leading-snug font-semibold text-balance text-fg">{item.claim}</h3>
            </div>
            {/* The three cells start on one line: the tag, the box's top edge, the first line of what one sees. */}
            <div className="min-w-0">
              <ProofCheckBox check={item.check} />
            </div>
            <div className="space-y-2">
              <p className="text-sm leading-relaxed text-pretty text-muted lg:-mt-1">{item.result}</p>
              {/* Another site's page (review round 20: the contract on a Sui explorer) is an ordinary link (same tab) with
                  rel="noopener" and the outward arrow, as /provide-compute's explorer link. */}
              {item.more && (
                <a
                  href={item.more.href}
                  rel={item.more.external ? "noopener" : undefined}
                  className={cn(linkClass(), "inline-flex min-h-11 items-center gap-1.5 text-sm lg:min-h-0")}
                  data-proof-more={item.more.external ? "external" : ""}
                >
                  {item.more.label}
                  {item.more.external ? (
                    <ArrowUpRight className="size-3.5" aria-hidden="true" />
                  ) : (
                    <ArrowRight className="size-3.5" aria-hidden="true" />
                  )}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      {items.some((item) => item.check.kind !== "page") && <CopyScript />}
    </div>
  );
}

const COPY_FAILED = "Could not copy: select the text instead";

/**
 * The proof table's copy buttons, without an island (these pages load no script file): a few lines
 * inline, run once after the table. Without JavaScript or a clipboard the buttons stay hidden and the
 * text is still selected in one click (select-all).
 */
const COPY_SCRIPT = `(()=>{const c=navigator.clipboard,s=document.getElementById("proof-copy-status");if(!c||!s)return;for(const b of document.querySelectorAll("[data-proof-copy]")){b.hidden=false;let t;b.addEventListener("click",()=>{c.writeText(b.dataset.proofCopy).then(()=>{b.dataset.copied="";s.textContent=${JSON.stringify(COPIED)};clearTimeout(t);t=setTimeout(()=>{delete b.dataset.copied;s.textContent=""},2000)},()=>{s.textContent=${JSON.stringify(COPY_FAILED)}})})}})()`;

/** The copy buttons' live region and script, once per table. */
function CopyScript() {
  return (
    <>
      <p id="proof-copy-status" role="status" className="sr-only" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script written above, no visitor input */}
      <script dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} />
    </>
  );
}
