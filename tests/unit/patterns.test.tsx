import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { repoRoot } from "../../scripts/lib/server.ts";

/**
 * One component per pattern (docs/design.md, "Components"): the network's figures, the step
 * timelines and the calls to action are drawn by Stats, Steps and CallToAction in
 * src/components/ui/, on every page that shows them, and nowhere by hand.
 */

/** The markers each shared component puts on its markup, and the one file allowed to write them. */
const OWNERS: Record<string, string> = {
  "data-stat": "src/components/ui/Stats.tsx",
  "data-stats": "src/components/ui/Stats.tsx",
  "data-step": "src/components/ui/Steps.tsx",
  "data-steps": "src/components/ui/Steps.tsx",
  "data-call-to-action": "src/components/ui/CallToAction.tsx",
  "data-x402-exchange": "src/components/x402/PaymentExchange.tsx",
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? files(path) : /\.(tsx|astro)$/.test(e.name) ? [path] : [];
  });
}

const render = (...components: ComponentType[]) => components.map((C) => renderToStaticMarkup(createElement(C))).join("");
const count = (html: string, marker: string) => html.match(new RegExp(`\\s${marker}(?=[\\s=>])`, "g"))?.length ?? 0;

describe("one component per pattern", () => {
  test("only the shared components write the stats, steps and call-to-action markup", () => {
    const offenders = files(join(repoRoot, "src")).flatMap((file) => {
      const rel = relative(repoRoot, file).split("\\").join("/");
      const code = readFileSync(file, "utf8");
      return Object.entries(OWNERS)
        .filter(([marker, owner]) => rel !== owner && new RegExp(`\\s${marker}(?=[\\s=>])`).test(code))
        .map(([marker]) => `${rel}: ${marker}`);
    });
    expect(offenders).toEqual([]);
  });

  test("every page that shows figures, a path in time or a closing call uses the shared component", async () => {
    const home = await Promise.all([
      import("../../src/components/home/StatsBand.tsx").then((m) => m.StatsBand),
      import("../../src/components/home/ProviderCta.tsx").then((m) => m.ProviderCta),
    ]);
    const { AboutPage } = await import("../../src/components/about/AboutPage.tsx");
    const { EcosystemPage } = await import("../../src/components/ecosystem/EcosystemPage.tsx");
    const fund = await import("../../src/components/fund/FundSections.tsx");
    const { FundApply } = await import("../../src/components/fund/FundApply.tsx");
    const access = await import("../../src/components/access/AccessSections.tsx");
    const { EarthPage } = await import("../../src/components/products/EarthPage.tsx");
    const { AtmospherePage } = await import("../../src/components/products/AtmospherePage.tsx");
    const x402 = await import("../../src/components/x402/X402Sections.tsx");
    const { X402Hero, X402Steps } = await import("../../src/components/x402/X402Hero.tsx");
    const { ProvidePage } = await import("../../src/components/provide/ProvidePage.tsx");
    const { DocsPage } = await import("../../src/components/documentation/DocsPage.tsx");
    const careers = await import("../../src/components/careers/CareersPage.tsx");
    const { ContactPage } = await import("../../src/components/contact/ContactPage.tsx");
    const { SecurityPractices } = await import("../../src/components/x402/DocsParts.tsx");
    const pages: Record<string, string> = {
      "/": render(...home),
      "/about": render(AboutPage),
      "/ecosystem": render(EcosystemPage),
      "/ecosystem-fund": render(fund.FundHero, fund.FundHowToApply, FundApply),
      "/access-compute": render(access.AccessHero, access.AccessRequest),
      "/nirvana-earth": render(EarthPage),
      "/nirvana-atmosphere": render(AtmospherePage),
      "/x402-integration": render(X402Hero, X402Steps, x402.X402Cta),
      "/provide-compute": render(ProvidePage),
      "/documentation": render(DocsPage),
      "/careers": render(careers.CareersHero, careers.ApplyProcess),
      "/contact": render(ContactPage),
      "/x402-documentation (security)": render(SecurityPractices),
    };
    const seen = Object.fromEntries(
      Object.entries(pages).map(([path, html]) => [
        path,
        { stats: count(html, "data-stats"), steps: count(html, "data-steps"), cta: count(html, "data-call-to-action") },
      ]),
    );
    expect(seen).toEqual({
      "/": { stats: 1, steps: 0, cta: 1 },
      // Review round 26: /about closes on the shared call to action.
      "/about": { stats: 0, steps: 0, cta: 1 },
      "/ecosystem": { stats: 1, steps: 0, cta: 1 },
      // How to apply, once (review round 15: the open form's side column no longer shows the same four steps again).
      "/ecosystem-fund": { stats: 0, steps: 1, cta: 1 },
      "/access-compute": { stats: 0, steps: 1, cta: 0 },
      // Review round 23: Earth's uptime SLA is a figure in the shared stats band (it was the key features' first row).
      "/nirvana-earth": { stats: 1, steps: 1, cta: 1 },
      "/nirvana-atmosphere": { stats: 0, steps: 1, cta: 1 },
      "/x402-integration": { stats: 0, steps: 1, cta: 1 },
      // Review round 20: the payouts (a row) and "What happens next" (a column) were both the shared Steps: round 17's
      // flow of icon tiles and arrows beside the numbered rings was two step styles on one page. Review round 23: two
      // 01-04 timelines read as the same list twice; "What happens next" is a ruled list, the payouts the one Steps.
      "/provide-compute": { stats: 0, steps: 1, cta: 0 },
      "/documentation": { stats: 0, steps: 0, cta: 1 },
      // Review round 15: the hero's steps only, shown once (the form view's "After you apply" repeated two of them);
      // where a message goes; the security practices are no sequence (no steps, no numerals).
      "/careers": { stats: 0, steps: 1, cta: 0 },
      "/contact": { stats: 0, steps: 1, cta: 0 },
      "/x402-documentation (security)": { stats: 0, steps: 0, cta: 0 },
    });
  });
});
