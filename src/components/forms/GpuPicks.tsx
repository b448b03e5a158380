import { useEffect, useRef, useState } from "react";

/** The GPUs with their list prices and links (accessPage.gpus), passed in so the island does not bundle the page's content. */
export type GpuPicksData = {
  heading: string;
  requestPrefix: string;
  unit: string;
  /** The words on the rule between the picks and the input: the other way to answer. */
  or: string;
  items: readonly { name: string; value: string; price: string; href: string }[];
};

/**
 * Inside the form's GPU Type, between its label and its input (/access-compute): the GPUs one can ask for, at their list prices. Each
 * is a real link (`?gpu_required=…#request-form`, which the form reads when it loads); hydrated, a
 * pick fills GPU Type in place and moves the focus to it. A chip is selected (aria-current: the accent border and a
 * filled radio dot) while GPU Type holds its value, also when typed or filled from the link's query.
 * No arrow: a pick fills the field, it does not go to another page.
 */
export function GpuPicks({ gpus: g, field, onPick }: { gpus: GpuPicksData; field: string; onPick?: (name: string) => void }) {
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  // Follow the field: its value on load (the link's query) and as it is typed.
  useEffect(() => {
    const input = root.current?.closest("form")?.elements.namedItem(field);
    if (!(input instanceof HTMLInputElement)) return;
    const sync = () => {
      const value = input.value.trim().toLowerCase();
      setPicked(g.items.find((gpu) => gpu.value.toLowerCase() === value)?.value);
    };
    sync();
    const frame = requestAnimationFrame(sync);
    input.addEventListener("input", sync);
    input.addEventListener("change", sync);
    return () => {
      cancelAnimationFrame(frame);
      input.removeEventListener("input", sync);
      input.removeEventListener("change", sync);
    };
  }, [field, g.items]);
  return (
    // Between GPU Type's label and its input, one field with it: its help line (one), the picks, then a rule that says "or
    // type your own" right over the input. No box of its own (round 16: a bordered box in the step's card was a frame
    // too many); the tight spacing down to the input keeps the three reading as one control.
    <div ref={root} className="space-y-2.5" data-access-gpus="">
      {/* One helper line, 13 px like the rule under the picks (round 18: a 14-px line over a 13-px note, stacked on a
          phone, crowded the chips); the chips say the unit, /GPU-h. */}
      <p className="text-[0.8125rem] text-pretty text-muted" id="gpu-picks-title">
        {g.heading}
      </p>
      <ul aria-labelledby="gpu-picks-title" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {g.items.map((gpu) => {
          const on = picked === gpu.value;
          return (
            <li key={gpu.name}>
              <a
                href={gpu.href}
                data-gpu={gpu.value}
                aria-current={on || undefined}
                onClick={(event) => {
                  const target = event.currentTarget.closest("form")?.elements.namedItem(field);
                  if (!(target instanceof HTMLInputElement)) return;
                  event.preventDefault();
                  target.value = gpu.value;
                  onPick?.(field);
                  setPicked(gpu.value);
                  target.focus();
                }}
                // Review round 19: every tile shows a radio ring at its top-right (the choice is one of four), filled
                // with an accent dot and the border turning accent while the tile is the current pick; both from
                // aria-current in CSS, so keyboard and screen reader behaviour is the link's as before.
                className="group flex min-h-11 flex-col justify-center rounded-lg border border-border bg-surface px-3 py-2 transition-colors hover:border-muted hover:bg-surface-2 focus-visible:border-muted aria-[current=true]:border-accent aria-[current=true]:bg-surface-2 aria-[current=true]:ring-1 aria-[current=true]:ring-accent"
              >
                <span className="flex items-center justify-between gap-2 font-display text-base font-semibold text-fg">
                  <span>
                    <span className="sr-only">{g.requestPrefix} </span>
                    {gpu.name}
                  </span>
                  <span
                    aria-hidden="true"
                    className="grid size-4 shrink-0 place-items-center rounded-full border border-muted/70 group-aria-[current=true]:border-accent"
                    data-gpu-radio=""
                  >
                    <span className="size-2 rounded-full bg-accent opacity-0 group-aria-[current=true]:opacity-100" />
                  </span>
                </span>
                <span className="block font-mono text-xs text-muted">
                  {gpu.price}
                  {g.unit}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="flex items-center gap-3 pt-1 text-[0.8125rem] text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {g.or}
      </p>
    </div>
  );
}
