import { ArrowDown, ArrowLeft, ArrowRight } from "lucide-react";
import { ecosystem } from "../../content/ecosystem.ts";
import { ArtPanel } from "../art/Art.tsx";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { PingMark } from "../brand/PingMark.tsx";

type Category = (typeof ecosystem.categories)[number];
const byRole = (role: string) => ecosystem.categories.filter((c) => c.role === role);

/**
 * /ecosystem's first screen: the five partner categories by the part each plays. Supply (the
 * infrastructure providers) brings GPUs to the network, demand (AI, gaming studios) uses its
 * compute and pays in PING over x402, and underneath blockchain networks settle and DeFi partners
 * bring liquidity. From the categories' own `role` in src/content/ecosystem.ts; HTML and CSS, no
 * script; one named image (the drawing's words are said by its label).
 */
export function EcosystemFlow() {
  const { flow } = ecosystem;
  return (
    <ArtPanel caption={flow.caption}>
      <div role="img" aria-label={flow.label} data-ecosystem-flow="" className="space-y-4 p-5 sm:p-6">
        <div aria-hidden="true" className="space-y-3">
          {/* From sm the two boxes stretch to one height (tops and bottoms aligned) and the network and both arrows sit on its middle. */}
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_3.5rem_auto_3.5rem_minmax(0,1fr)] sm:items-stretch sm:gap-1">
            <RoleBox part="Supply" categories={byRole("Supply")} />
            <Link label={flow.gpus} />
            {/* The network's name on two short lines, so the two boxes beside it keep their names on one line each. */}
            <div className="mx-auto flex w-fit flex-col items-center gap-2 self-center rounded-xl border border-accent/50 bg-bg/60 px-3 py-3">
              <PingMark size={48} />
              <span className="max-w-[4.5rem] text-center font-mono text-xs leading-snug text-fg">{flow.network}</span>
            </div>
            <Link label={flow.compute} />
            <RoleBox part="Demand" categories={byRole("Demand")} />
          </div>
          <div className="flex items-center gap-2 font-mono text-xs text-accent">
            {/* A left arrow only beside the row it runs under: on a phone the boxes stack, so no glyph. */}
            <ArrowLeft className="hidden size-4 shrink-0 sm:block" />
            <span className="h-0 flex-1 border-t border-dashed border-accent/70" />
            <span className="shrink-0">{flow.payment}</span>
            <span className="h-0 flex-1 border-t border-dashed border-accent/70" />
          </div>
        </div>
        <div aria-hidden="true" className="grid grid-cols-2 gap-2 border-t border-border pt-4">
          <RoleBox part="Settlement" categories={byRole("Settlement")} />
          <RoleBox part="Liquidity" categories={byRole("Liquidity")} />
        </div>
      </div>
    </ArtPanel>
  );
}

function RoleBox({ part, categories }: { part: string; categories: Category[] }) {
  const { flow } = ecosystem;
  return (
    <div className="rounded-lg border border-border bg-surface-2 px-3 py-2.5">
      <p className="font-mono text-xs tracking-[0.14em] text-muted uppercase">{part}</p>
      <ul className="mt-1.5 space-y-1">
        {categories.map((c) => (
          <li key={c.id} className="font-display text-sm leading-snug font-medium text-fg">
            {c.name}
            {/* Every partner named, one per line, so no name runs past the box or sits alone after a comma. */}
            {c.partners.length ? (
              <span className="mt-0.5 block font-sans text-xs font-normal text-muted">
                {c.partners.map((p) => (
                  <span key={p.name} className="flex items-start gap-1.5">
                    {p.logo && <BrandLogo logo={p.logo} size={12} className="mt-0.5 shrink-0 opacity-80 grayscale" />}
                    <span className="min-w-0 text-pretty">{p.name}</span>
                  </span>
                ))}
              </span>
            ) : (
              <span className="mt-0.5 block font-sans text-xs font-normal text-muted">{flow.open}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The arrow between two boxes: down on a phone (the boxes stack), right from `sm`. */
function Link({ label }: { label: string }) {
  return (
    <div className="flex items-center self-center justify-center gap-1.5 font-mono text-xs text-accent sm:flex-col sm:gap-0.5">
      <ArrowDown className="size-4 sm:hidden" />
      <span>{label}</span>
      <ArrowRight className="hidden size-4 sm:block" />
    </div>
  );
}
