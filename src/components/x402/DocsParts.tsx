import { AlertTriangle, ArrowRight, Clock, Info } from "lucide-react";
import { Fragment } from "react";
import { catalogueEntry, walletCatalogue, type WalletType } from "../../content/wallets.ts";
import { apiMethods, sdkMethods, securityPractices, supportedWallets, troubleshooting, x402DocsPage } from "../../content/x402-docs.ts";
import { cn } from "../ui/cn.ts";
import { FeatureList } from "../ui/FeatureList.tsx";
import { linkClass } from "../ui/link.ts";
import { BrandLogo } from "../brand/BrandLogo.tsx";
import { markTileClass, markTileStyle, WalletMark } from "../wallet/WalletMark.tsx";

const { overview, api } = x402DocsPage;

/** The overview: what x402 is, then the wallets that pay over it (the tokens are the payments' table, shown once). */
export function Overview() {
  return (
    <div className="space-y-8">
      <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
        {overview.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className="border-t border-border pt-5">
        <h3 className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{overview.walletsHeading}</h3>
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3" data-wallets>
          {supportedWallets.map((w) => (
            <li key={w} className="flex items-center gap-2.5 text-sm text-fg/90">
              <DocsWalletMark type={walletOf(w)} />
              {w}
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl leading-relaxed text-pretty text-muted" data-wallets-note="">
          {overview.walletsNote(supportedWallets.length, dialogOnly.length, listNames(dialogOnly))}
        </p>
      </div>
    </div>
  );
}

/** The catalogue wallets the dialog connects that the x402 list does not name. */
const dialogOnly = walletCatalogue
  .filter((w) => !supportedWallets.some((name) => w.name === name || w.name === `${name} Wallet`))
  .map((w) => w.name);

/** "a, b, c and d". */
function listNames(names: string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * A documented wallet's logo drawn inline (no request) on the wallet dialog's tile (same shape,
 * ring and fill behind a round mark), or its monogram when the package has none.
 */
function DocsWalletMark({ type }: { type: WalletType }) {
  const { logo } = catalogueEntry(type);
  return logo ? (
    <span className={cn("inline-block size-6 shrink-0 rounded-md bg-surface", markTileClass)} style={markTileStyle(logo)}>
      <BrandLogo logo={logo} size={24} />
    </span>
  ) : (
    <WalletMark type={type} size="list" />
  );
}

/** The catalogue wallet a documented name stands for ("OKX" is the catalogue's "OKX Wallet"). */
function walletOf(name: string) {
  const entry = walletCatalogue.find((w) => w.name === name || w.name === `${name} Wallet`);
  if (!entry) throw new Error(`No catalogue wallet for the documented name ${name}`);
  return entry.type;
}

/**
 * The four client methods as a ruled definition list: each signature in monospace is the term (the entry's heading),
 * what it does, its parameters and what it returns under it, hairlines between. No cards or boxed signatures: the page's code boxes are
 * for code a visitor copies.
 * Review round 20: the signatures (13-14 px) were smaller than the parameter lines under them (15-16 px): a signature is
 * 15 px on a phone and 16 px from sm, every parameter and return line 14 px (name and text), so the entry reads
 * signature > description > parameters.
 */
export function ApiReference() {
  const label = "font-mono text-xs tracking-[0.14em] text-muted uppercase sm:pt-1";
  return (
    // A list of headed entries (a heading may not sit in a <dt>), drawn as a definition list.
    <ul className="divide-y divide-border border-b border-border" data-api-methods>
      {apiMethods.map((m) => (
        <li key={m.name} className="space-y-3 py-6" data-api-method={m.name}>
          {/* Breaks only between units (review round 15: "Promise<{ address:" broke mid-type at 375): each unit
              whole, a continuation indented under the name; ")" ends the parameters' line (round 16). */}
          <h3 className="-indent-[2ch] pl-[2ch] font-mono text-[15px] leading-relaxed text-fg/90 sm:text-base" data-api-signature="">
            {signatureUnits(m.signature).map((unit, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
              <Fragment key={i}>
                {i > 0 && <wbr />}
                <span className="whitespace-nowrap" data-signature-unit="">
                  {i === 0 ? (
                    <>
                      <span className="font-semibold text-fg">{unit.slice(0, unit.indexOf("("))}</span>
                      {unit.slice(unit.indexOf("("))}
                    </>
                  ) : (
                    unit
                  )}
                </span>
              </Fragment>
            ))}
          </h3>
          <div className="space-y-4">
            <p className="text-pretty text-muted">{m.description}</p>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[7rem_minmax(0,1fr)]">
              <dt className={label}>{api.paramsLabel}</dt>
              <dd>
                <ul className="space-y-1.5 text-sm leading-relaxed">
                  {m.params.map((p) => (
                    <li key={p.name}>
                      {/* The colon against the name, as prose writes it (review round 18: "wallet : Optional"). */}
                      <code className="font-mono text-fg">{p.name}</code>
                      <span className="text-muted">: {p.description}</span>
                    </li>
                  ))}
                </ul>
              </dd>
              {/* Review round 19: "Returns" was white under grey parameters; it reads as one of them now: the type the
                  call resolves to in the code face (as a parameter's name), what it is in the muted body. */}
              <dt className={cn(label, "max-sm:pt-2")}>{api.returnsLabel}</dt>
              <dd className="text-sm leading-relaxed" data-api-returns="">
                <code className="font-mono text-fg">{returnType(m.signature)}</code>
                <span className="text-muted">: {m.returns}</span>
              </dd>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A signature's units, each kept whole on a line: the name and its "(", each parameter (an object type's members
 * one by one, after their "; "), the last one with the list's "): ", and the return type. A line breaks only between
 * two of them: after "(", between parameters, and before the return type, so "):" always ends the parameters' line
 * (review round 16: a line began "): Promise<…>"). No parameters: "name()" is one unit.
 */
function signatureUnits(signature: string): string[] {
  const open = signature.indexOf("(") + 1;
  const close = signature.lastIndexOf("): ");
  const returns = signature.slice(close + 3);
  const list = signature.slice(open, close);
  if (!list) return [`${signature.slice(0, open)}): `, returns];
  const params = list.split(/(?<=[;,] )/);
  params[params.length - 1] += "): ";
  return [signature.slice(0, open), ...params, returns];
}

/** What a call resolves to, from its signature: "Promise<Quote>" is "Quote". */
function returnType(signature: string): string {
  const type = signature.slice(signature.lastIndexOf("): ") + 3);
  return type.replace(/^Promise<(.*)>$/, "$1");
}

/** The SDK section's note under its sample, unboxed: the spec's sample methods, named once, as illustrative text (their reference is the API section's). */
export function SdkNote() {
  return (
    <div className="flex gap-3" data-sdk-methods>
      <Info className="mt-1 size-4 shrink-0 text-muted" aria-hidden="true" />
      <div className="space-y-2">
        <p className="text-muted">{x402DocsPage.sdk.methodsNote}</p>
        {/* Plain inline code in a run of text, not chips: they are names to read, not buttons. */}
        <ul className="flex flex-wrap gap-x-1 gap-y-1 font-mono text-[13px] text-fg">
          {sdkMethods.map((m, i) => (
            <li key={m.name}>
              <code title={m.description}>{m.name}</code>
              {i < sdkMethods.length - 1 && <span className="text-muted">,</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The six practices: not a sequence, so no step numerals (review round 14: their 01-06 read as one more
 * steps design) but the site's open list on rules (`FeatureList`, two columns from sm, no icons: not one
 * icon repeated six times).
 */
export function SecurityPractices() {
  return (
    <div data-security-practices>
      {/* The section heading's rule is the first row's: no second hairline 24 px under it. */}
      <FeatureList
        items={securityPractices}
        columns={2}
        className="-mt-6 [&_p]:text-base [&>li:first-child]:border-t-0 sm:[&>li:nth-child(2)]:border-t-0"
      />
    </div>
  );
}

/**
 * The three problems as a ruled list read like a table: the problem, its cause, the fix (three columns from lg
 * under one row of column names; on a phone each part under its own small label). No cards: three boxes in a
 * stack read as a grid of the same card.
 */
export function Troubleshooting() {
  const { columns } = x402DocsPage.troubleshooting;
  const row = "grid grid-cols-1 gap-y-3 lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-10";
  const label = "font-mono text-xs tracking-[0.14em] text-muted uppercase";
  return (
    <div>
      <p aria-hidden="true" className={cn(row, label, "border-b border-border pb-3 max-lg:hidden")}>
        <span>{columns.problem}</span>
        <span>{columns.cause}</span>
        <span>{columns.fix}</span>
      </p>
      <ul data-troubleshooting>
        {troubleshooting.map((t) => {
          const Icon = t.kind === "wait" ? Clock : AlertTriangle;
          return (
            <li key={t.problem} className={cn(row, "border-b border-border py-6")}>
              <h3 className="flex items-start gap-3 font-display text-lg leading-snug font-semibold text-fg">
                <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                {t.problem}
              </h3>
              <div className="space-y-1">
                <p className={cn(label, "lg:sr-only")}>{columns.cause}</p>
                <p className="leading-relaxed text-pretty text-muted">{t.cause}</p>
              </div>
              <div className="space-y-1">
                <p className={cn(label, "lg:sr-only")}>{columns.fix}</p>
                <p className="leading-relaxed text-pretty text-fg/90">{t.fix}</p>
                {t.link && (
                  <a href={t.link.href} className={cn("inline-flex min-h-11 items-center gap-1.5 text-sm", linkClass("quiet"))}>
                    {t.link.label}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
