import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { deriveStats, figures, type Figures } from "../../src/content/stats.ts";
import { ROUTES } from "../../scripts/lib/site-routes.ts";

/**
 * src/content/stats.ts is the one source of the network's numbers. Two checks:
 * 1. Change every figure there (through a module override, as if a newcomer edited the file)
 *    and render every page's components, every content module and /llms.txt again: each text
 *    must be the old text with exactly the old numbers swapped for the new ones, in every
 *    spelling (435,000+ and 435K+, $100 Million, $100M and $100 million).
 * 2. No source file outside stats.ts types one of the numbers (nor a funding-range label
 *    outside src/forms/options.ts).
 */

const CHANGED: Figures = {
  gpus: 512_000,
  capacityUsd: 700_000_000,
  countries: 117,
  uptimePercent: 99.95,
  communityMembers: 61_000,
  fundUsd: 250_000_000,
};

/** Every page's React components, as the routes in src/pages compose them (islands rendered statically). */
async function pages(): Promise<Record<string, ComponentType[]>> {
  const home = await Promise.all([
    import("../../src/components/home/Hero.tsx").then((m) => m.Hero),
    import("../../src/components/home/KeywordMarquee.tsx").then((m) => m.KeywordMarquee),
    import("../../src/components/home/StatsBand.tsx").then((m) => m.StatsBand),
    import("../../src/components/home/X402Section.tsx").then((m) => m.X402Section),
    import("../../src/components/home/ProductCards.tsx").then((m) => m.ProductCards),
    import("../../src/components/home/Solutions.tsx").then((m) => m.Solutions),
    import("../../src/components/home/PartnerMarquee.tsx").then((m) => m.PartnerMarquee),
    import("../../src/components/home/Partnerships.tsx").then((m) => m.Partnerships),
    import("../../src/components/home/DocsTeasers.tsx").then((m) => m.DocsTeasers),
    import("../../src/components/home/ProviderCta.tsx").then((m) => m.ProviderCta),
    import("../../src/components/home/Resources.tsx").then((m) => m.Resources),
    import("../../src/components/home/TeamSection.tsx").then((m) => m.TeamSection),
    import("../../src/components/home/ContractBar.tsx").then((m) => m.ContractBar),
  ]);
  const chrome = await import("../../src/components/chrome/Header.tsx");
  const footer = await import("../../src/components/chrome/Footer.tsx");
  const banner = await import("../../src/components/chrome/Banner.tsx");
  const careers = await import("../../src/components/careers/CareersPage.tsx");
  const board = await import("../../src/components/careers/CareersBoard.tsx");
  const fund = await import("../../src/components/fund/FundSections.tsx");
  const fundApply = await import("../../src/components/fund/FundApply.tsx");
  const fundForm = await import("../../src/components/forms/FundApplication.tsx");
  const access = await import("../../src/components/access/AccessSections.tsx");
  const accessForm = await import("../../src/components/forms/AccessComputeForm.tsx");
  const provide = await import("../../src/components/provide/ProvidePage.tsx");
  const provideForm = await import("../../src/components/forms/ProvideComputeForm.tsx");
  const contact = await import("../../src/components/contact/ContactPage.tsx");
  const contactForm = await import("../../src/components/forms/ContactForm.tsx");
  const x402 = await import("../../src/components/x402/X402Sections.tsx");
  const x402Hero = await import("../../src/components/x402/X402Hero.tsx");
  const tokenTable = await import("../../src/components/x402/TokenTable.tsx");
  const docsParts = await import("../../src/components/x402/DocsParts.tsx");
  const errors = await import("../../src/components/errors/ErrorPages.tsx");
  return {
    chrome: [banner.Banner, chrome.Header, footer.Footer],
    "/": home,
    "/about": [(await import("../../src/components/about/AboutPage.tsx")).AboutPage],
    "/blog": [(await import("../../src/components/blog/BlogPage.tsx")).BlogPage],
    "/careers": [careers.CareersHero, board.CareersBoard],
    "/documentation": [(await import("../../src/components/documentation/DocsPage.tsx")).DocsPage],
    "/ecosystem-fund": [fund.FundHero, fund.FundSupported, fund.FundHowToApply, fundApply.FundApply, fundForm.FundApplication],
    "/ecosystem": [(await import("../../src/components/ecosystem/EcosystemPage.tsx")).EcosystemPage],
    "/contact": [contact.ContactPage, contactForm.ContactForm],
    "/nirvana-earth": [(await import("../../src/components/products/EarthPage.tsx")).EarthPage],
    "/nirvana-atmosphere": [(await import("../../src/components/products/AtmospherePage.tsx")).AtmospherePage],
    "/access-compute": [access.AccessHero, accessForm.AccessComputeForm],
    "/provide-compute": [provide.ProvidePage, provideForm.ProvideComputeForm],
    "/x402-integration": [x402Hero.X402Hero, x402.X402Benefits, x402.PaymentMethods, x402.X402Cta],
    "/x402-documentation": [
      docsParts.Overview,
      tokenTable.TokenTable,
      docsParts.ApiReference,
      docsParts.SdkNote,
      docsParts.SecurityPractices,
      docsParts.Troubleshooting,
    ],
    "/privacy": [(await import("../../src/components/privacy/PrivacyPage.tsx")).PrivacyPage],
    errors: [errors.NotFound, errors.ServerError],
  };
}

const decode = (s: string) =>
  s
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** The visible text and the text-bearing attributes of rendered HTML. */
function textOf(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]!);
  const text = html.replace(/<(script|style)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " ");
  return decode([text, ...attrs].join(" ")).replace(/\s+/g, " ");
}

/** Every string in a value (content modules are plain data, icons aside). */
function strings(value: unknown, out: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) strings(v, out, seen);
  }
  return out;
}

/** What the site says, page by page: rendered components, every content module's data, /llms.txt. */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [page, components] of Object.entries(await pages())) {
    out[page] = textOf(components.map((C) => renderToStaticMarkup(<C />)).join(" "));
  }
  const contentModules = import.meta.glob(["../../src/content/*.ts", "../../src/forms/*-form.ts"]);
  for (const [path, load] of Object.entries(contentModules)) out[path] = strings(await load()).join("\n");
  const llms = await import("../../src/pages/llms.txt.ts");
  out["/llms.txt"] = await (await (llms.GET as () => Response)()).text();
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The old spellings → the new ones, longest first, matched as whole numbers only. */
function swapper(from: Figures, to: Figures) {
  const a = deriveStats(from);
  const b = deriveStats(to);
  const pairs = new Map<string, string>();
  for (const key of Object.keys(a.stats) as (keyof typeof a.stats)[]) pairs.set(a.stats[key].value, b.stats[key].value);
  pairs.set(a.claims.fundAmount, b.claims.fundAmount); // "$100 million", mid-sentence
  const olds = [...pairs.keys()].sort((x, y) => y.length - x.length);
  const re = new RegExp(`(?<![\\w.,])(${olds.map(escapeRegExp).join("|")})(?![\\w]|[.,]\\d)`, "g");
  return {
    pairs,
    swap: (text: string) => text.replace(re, (m) => pairs.get(m)!),
    count: (text: string) => text.match(re)?.length ?? 0,
  };
}

describe("src/content/stats.ts is the one source of the network's numbers", () => {
  test("every spelling differs when the figures change (so the swap test below is meaningful)", () => {
    const { pairs } = swapper(figures, CHANGED);
    for (const [from, to] of pairs) expect(to).not.toBe(from);
    expect([...pairs.values()]).toEqual(
      expect.arrayContaining(["512,000+", "512K+", "$700m", "117", "99.95%", "61K+", "$250 Million", "$250M", "$250 million"]),
    );
  });

  test("change the figures in stats.ts and every page, meta description and /llms.txt changes with them, and nothing else does", async () => {
    const before = await snapshot();
    vi.resetModules();
    vi.doMock("../../src/content/stats.ts", async (importOriginal) => {
      const original = await importOriginal<typeof import("../../src/content/stats.ts")>();
      return { ...original, figures: CHANGED, ...original.deriveStats(CHANGED) };
    });
    const after = await snapshot();
    vi.doUnmock("../../src/content/stats.ts");
    vi.resetModules();

    const { swap, count } = swapper(figures, CHANGED);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.keys(before)).toEqual(expect.arrayContaining([...ROUTES])); // every route is rendered
    let shown = 0;
    for (const [page, text] of Object.entries(before)) {
      shown += count(text);
      expect(after[page], page).toBe(swap(text));
    }
    // The pages really show the numbers (spec: home, ecosystem, Earth, Atmosphere, the fund …).
    for (const page of ["/", "/ecosystem", "/nirvana-earth", "/nirvana-atmosphere", "/ecosystem-fund", "/llms.txt"]) {
      expect(count(before[page]!), page).toBeGreaterThan(0);
    }
    expect(shown).toBeGreaterThan(40);
  }, 60_000);

  test("no source file outside stats.ts types a network number, and no funding-range label is typed twice", () => {
    // Each figure as a stray copy would type it (stats.ts's spellings): the number without its "+",
    // an amount with or without spaces ("$100M", "$ 100 million").
    const { stats, claims } = deriveStats(figures);
    const bare = (s: string) => escapeRegExp(s.replace(/\+$/, ""));
    const amount = (s: string) => {
      const [, number, unit] = /^\$([\d.,]+)\s?(.*)$/.exec(s)!;
      return `\\$\\s?${escapeRegExp(number!)}\\s?${escapeRegExp(unit!)}`;
    };
    const numbers = [
      new RegExp(`${bare(stats.gpus.value)}|${bare(stats.gpusShort.value)}`, "i"),
      new RegExp(`\\b${escapeRegExp(stats.countries.value)} countr`, "i"),
      new RegExp(escapeRegExp(String(figures.uptimePercent))),
      new RegExp(bare(stats.community.value), "i"),
      new RegExp(`${amount(stats.fundShort.value)}\\b|${amount(claims.fundAmount)}`, "i"),
      new RegExp(amount(stats.capacity.value), "i"),
    ];
    const bareCountries = new RegExp(`(?<![\\w.])${escapeRegExp(stats.countries.value)}(?![\\w.])`);
    const ranges = [/\$50K/i, /\$1M\b/i];
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const offenders: string[] = [];
    for (const file of files("src")) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        if (file !== join("src", "content", "stats.ts") && numbers.some((re) => re.test(line)))
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        if (file !== join("src", "content", "funding-ranges.ts") && ranges.some((re) => re.test(line)))
          offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
      // A bare country count ("93") in the content's prose or data (not inside longer numbers or hex strings).
      if (file.startsWith(join("src", "content")) && file !== join("src", "content", "stats.ts")) {
        lines.forEach((line, i) => {
          if (bareCountries.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
