import type { ReactNode } from "react";
import { accessPage } from "../../content/access.ts";
import { Container } from "../ui/Container.tsx";
import { SectionHeading } from "../ui/SectionHeading.tsx";
import { SplitHero } from "../ui/SplitHero.tsx";
import { cardClass } from "../ui/card.ts";
import { cn } from "../ui/cn.ts";
import { HeroVideo } from "./HeroVideo.tsx";
import { TokenMark } from "../brand/BrandLogo.tsx";
import { Steps } from "../ui/Steps.tsx";

/** /access-compute hero: the page's h1, its two actions and the hero video (the GPU picks are in the form, over GPU Type). */
export function AccessHero() {
  const { title, actions } = accessPage;
  return (
    <SplitHero
      eyebrow={accessPage.eyebrow}
      title={title}
      lead={accessPage.lead}
      primary={actions.primary}
      secondary={actions.secondary}
      tone="solid"
      columnsClass="lg:grid-cols-[1fr_1.2fr]"
      glowClass="hidden"
    >
      <HeroVideo />
    </SplitHero>
  );
}

/** The request section; its children are the two steps (wallet panel, request form). */
export function AccessRequest({ children }: { children?: ReactNode }) {
  const { request } = accessPage;
  return (
    <section id={request.id} aria-labelledby="request-title" className="py-16 sm:py-24">
      {/* The section's heading opens the column beside the form (RequestAside), so from lg the form starts level
          with it and the two columns run the same length; on a phone it comes first, over the wallet step. */}
      <Container className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[2fr_3fr] [&>astro-static-slot]:contents">{children}</Container>
    </section>
  );
}

/** One step card with its island: `wallet` (the wallet panel) or `form` (the request form). */
export function RequestStep({ step, children }: { step: "wallet" | "form"; children?: ReactNode }) {
  const s = accessPage.request[step];
  return (
    // The three cards of the section share one padding (the wallet and "After you submit" were tighter at lg, from
    // when the column had to stay short enough to be sticky; it no longer is).
    <div id={s.id} className={cn(cardClass(), "p-6 sm:p-8")}>
      <div className="flex items-start gap-4">
        <span className="grid size-8 shrink-0 place-items-center rounded-full border border-border bg-bg font-mono text-xs text-fg">
          {s.step}
        </span>
        <div className="space-y-1">
          <h3 className="font-display text-xl font-semibold text-fg">{s.heading}</h3>
          <p className="text-sm text-muted">{s.text}</p>
        </div>
      </div>
      <div
        className={cn(
          "mt-6 empty:rounded-xl empty:border empty:border-border/70 empty:bg-bg/50",
          step === "wallet" ? "empty:min-h-56" : "empty:min-h-[28rem]",
        )}
      >
        {children}
      </div>
      {step === "wallet" && <WalletNotes />}
    </div>
  );
}

/** Under the wallet panel (static): what connecting does (and does not), and the tokens compute is paid in. */
function WalletNotes() {
  const n = accessPage.request.wallet.notes;
  return (
    <div className="mt-5 space-y-2.5" data-wallet-notes="">
      <p className="text-sm leading-relaxed text-muted">{n.text}</p>
      {/* The label over the four tokens, which keep one row on a phone (no token alone on a second line). */}
      <div className="space-y-2 text-sm text-muted">
        <p>{n.tokensLabel}</p>
        <ul className="grid grid-cols-4 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
          {n.tokens.map((t) => (
            <li
              key={t}
              className="inline-flex items-center justify-center gap-1.5 rounded-full border border-border px-2 py-1 font-mono text-xs text-fg sm:px-2.5"
            >
              <TokenMark symbol={t} size={16} />
              {t}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The column beside the form: the section's heading, the wallet step, then what happens after submitting. From lg the column
 * starts level with the form and keeps its own natural height (top-aligned: no card stretched to the form's end, no
 * empty rail). On narrow layouts the column dissolves into the grid and "After you submit" follows the form.
 */
export function RequestAside({ children }: { children?: ReactNode }) {
  const { request } = accessPage;
  return (
    <div data-request-aside="" className="max-lg:contents lg:flex lg:flex-col lg:gap-6 lg:self-start [&>astro-static-slot]:contents">
      <SectionHeading id="request-title" eyebrow={request.eyebrow} title={request.heading} lead={request.lead} className="mb-4 lg:mb-2" />
      {children}
      <AfterSubmit />
    </div>
  );
}

function AfterSubmit() {
  const { after } = accessPage.request;
  return (
    // A card like the two step cards, at its natural height. The section's lead says "Two steps" (01 wallet, 02 form):
    // what follows them is not a third step for the visitor, so its timeline marks each stage with a dot on the rail,
    // not a numeral.
    <div className={cn(cardClass(), "order-last p-6 sm:p-8 lg:order-none")} data-after-submit="">
      <h3 className="font-display text-xl font-semibold text-fg">{after.heading}</h3>
      <Steps layout="column" titleAs="h4" items={after.steps} marker="dot" className="mt-6" />
    </div>
  );
}
