import { CornerDownRight } from "lucide-react";
import type { ReactNode } from "react";
import { x402Challenge } from "../../content/x402-challenge.ts";
import { ArtPanel } from "../art/Art.tsx";
import { cn } from "../ui/cn.ts";
import { CoinMark } from "./CoinMark.tsx";

/**
 * /x402-integration's first-screen visual: the sandbox's 402 answer as an agent reads it. The
 * request, the status and headers (PAYMENT-REQUIRED's real first characters), then the JSON the
 * header decodes to: the version, the resource, and every option of `accepts` in the answer's order,
 * each with its token's mark; the one the agent picks (PING on Sui) is open and is the figure's one
 * lit point (the accent: what is selected). Built at build time from the sandbox's configuration
 * (src/content/x402-challenge.ts); HTML in the art panel, no script. Not the step-by-step exchange
 * (PaymentExchange, on Home and the documentation): one message, opened up.
 */
export function X402Challenge({ command }: { command?: ReactNode }) {
  const c = x402Challenge;
  const { body } = c;
  return (
    <ArtPanel caption={c.caption} className="min-w-0" windowDots>
      {/* Review round 23: on a phone the answer was 12 px mono (read as ~11): 13 px at every width, the phone's insets a
          little smaller so each line still fits its box (the command keeps its scroll cue, should it ever run on). */}
      <div className="space-y-4 p-3.5 font-mono text-[13px] leading-relaxed sm:p-6 lg:space-y-3 lg:p-5 lg:leading-normal">
        {command}
        {/* A labelled group, read as text (review round 20: it was a labelled img, which may not hold the fold's control). */}
        {/* biome-ignore lint/a11y/useSemanticElements: the answer's lines under one name, not a form's fieldset */}
        <div role="group" aria-label={c.label} data-x402-challenge="" className="space-y-4">
          <div className="space-y-3 rounded-lg border border-border bg-bg p-2.5 sm:p-4">
            <div>
              <p className="font-semibold text-fg" data-challenge-status="">
                {c.status}
              </p>
              {c.headers.map((h) => (
                <p key={h.name} className="truncate text-muted">
                  <span className="text-fg/90">{h.name}:</span> {h.value}
                </p>
              ))}
            </div>
            <div className="border-t border-dashed border-border pt-3 text-muted">
              <p>{"{"}</p>
              <div className="space-y-0.5 pl-2 sm:pl-4">
                <p>
                  <Key>x402Version</Key>: <span className="text-fg">{body.x402Version}</span>,
                </p>
                {/* Pretty-printed as the JSON is; from lg the resource on one line (review round 15: a shorter hero). */}
                <p className="whitespace-nowrap max-lg:hidden">
                  <Key>resource</Key>: {"{ "}
                  <Key>url</Key>: <span className="text-fg">"…{body.resource.url}"</span>
                  {" },"}
                </p>
                {/* Below lg the object is spread over three lines, the url indented, so a phone never wraps it. */}
                <p className="lg:hidden">
                  <Key>resource</Key>: {"{"}
                </p>
                <p className="pl-2 whitespace-nowrap sm:pl-4 lg:hidden">
                  <Key>url</Key>: <span className="text-fg">"…{body.resource.url}"</span>
                </p>
                <p className="lg:hidden">{"},"}</p>
                <p>
                  <Key>accepts</Key>: [
                </p>
                <ol className="space-y-1 py-0.5 pl-2 sm:pl-4" data-challenge-accepts="">
                  {body.accepts.map((a) => (
                    <li
                      key={a.id}
                      data-accept={a.id}
                      data-picked={a.picked ? "" : undefined}
                      className={cn(
                        "-ml-2 border-l-2 pl-2",
                        a.picked ? "rounded-r-md border-accent bg-accent/5 pr-2" : "border-transparent",
                      )}
                    >
                      {a.picked ? (
                        // Review round 20: at 1440 the answer ran ~340 px below the hero's text. The picked option's six
                        // fields fold under its row by default (a native disclosure, no script; "{…}" says there is more,
                        // as a JSON viewer's folded object), so the answer is about the text's height.
                        <details className="group/pick" data-picked-fields="">
                          <summary className="grid cursor-pointer list-none grid-cols-[1.5rem_1.125rem_minmax(0,1fr)_auto_auto] min-h-11 items-center gap-x-1.5 rounded-sm sm:gap-x-2 [&::-webkit-details-marker]:hidden">
                            <Option a={a} />
                            {/* Review round 26: no chevron after the "{…}" (with it the pair read as a button on its own,
                                and reviewers took it for one that does nothing): the fold marker alone, as a JSON viewer
                                shows a folded object; the row is still the disclosure's summary and opens the fields. */}
                            <span className="inline-flex items-center text-muted group-open/pick:invisible" data-fold-marker="">
                              {"{…}"}
                            </span>
                          </summary>
                          <dl className="grid pb-2 grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 pl-6 max-[400px]:grid-cols-1 max-[400px]:gap-y-0 max-[400px]:pl-4 sm:gap-x-3 sm:gap-y-0 sm:pl-[3.625rem]">
                            {/* A key column from 400 px: the values line up as they do in the JSON. Narrower, each key
                              over its value, so no value is cut at the panel's edge. */}
                            {body.picked.fields.map((f) => (
                              <div key={f.key} className="contents whitespace-nowrap">
                                <dt className="text-fg/75">{f.key}</dt>
                                <dd
                                  className="truncate text-fg max-[400px]:pb-1 max-[400px]:pl-3"
                                  title={"short" in f ? f.value : undefined}
                                >
                                  {"short" in f ? f.short : f.value}
                                  {"note" in f && <span className="text-fg/75"> = {f.note}</span>}
                                </dd>
                              </div>
                            ))}
                          </dl>
                        </details>
                      ) : (
                        <p className="grid grid-cols-[1.5rem_1.125rem_minmax(0,1fr)_auto] items-center gap-x-1.5 sm:gap-x-2">
                          <Option a={a} />
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
                <p>]</p>
              </div>
              <p>{"}"}</p>
            </div>
          </div>
          <p className="flex items-start gap-2 text-pretty text-muted">
            <CornerDownRight className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>
              <span className="text-fg">{c.next.label}:</span> {c.next.lines[0]}
              <span className="block">{c.next.lines[1]}</span>
            </span>
          </p>
          <p className="text-pretty text-muted" data-challenge-networks="">
            {c.networksNote}
          </p>
        </div>
      </div>
    </ArtPanel>
  );
}

type Accept = (typeof x402Challenge)["body"]["accepts"][number];

/** One option's row: its index, its token's mark, its price (the picked one in the accent) and its network. */
function Option({ a }: { a: Accept }) {
  return (
    <>
      <span className="text-muted/80">[{a.index}]</span>
      <CoinMark symbol={a.symbol} size={18} />
      <span className={cn("truncate", a.picked ? "font-semibold text-accent" : "text-fg/90")}>{a.price}</span>
      <span className="text-muted">{a.network}</span>
    </>
  );
}

function Key({ children }: { children: string }) {
  return <span className="text-fg/70">"{children}"</span>;
}
