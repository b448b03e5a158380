import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { BrandLogo } from "../../src/components/brand/BrandLogo.tsx";
import { PartnerWordmark } from "../../src/components/brand/PartnerWordmark.tsx";
import { PingMark } from "../../src/components/brand/PingMark.tsx";
import { logoFile, logoSvgs } from "../../src/components/brand/logo-svgs.ts";
import { brandLogoPath, brandLogos } from "../../src/content/brand.ts";
import { gpuPricing } from "../../src/content/gpu-pricing.ts";
import { partnerRows } from "../../src/content/home.ts";
import { walletCatalogue } from "../../src/content/wallets.ts";
import { sandboxPaymentOptions } from "../../src/content/x402-sandbox.ts";
import { builtPages, dist } from "../support/bundle.ts";

describe("brand logos (real marks where the brand is real)", () => {
  test("every logo is built to /brand/<logo>.svg as the icon package's SVG, with no script or handler", () => {
    for (const logo of brandLogos) {
      const file = join(dist, brandLogoPath(logo));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toBe(logoFile(logo));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|\son\w+=|javascript:|href="http/i);
      // The file is the package's drawing, only stripped of its class and indentation.
      expect(logoSvgs[logo].replace(/\s+/g, "")).toContain(
        svg
          .replace(/<svg[^>]*>/, "")
          .replace(/\s+/g, "")
          .slice(0, 60),
      );
    }
  });

  test("all ten wallets have a logo: the icon package's, or (Nightly, Suiet, Ethos) the one @suiet/wallet-kit publishes", () => {
    const withLogo = walletCatalogue.filter((w) => w.logo).map((w) => w.type);
    expect(withLogo).toEqual(walletCatalogue.map((w) => w.type));
  });

  test("every image on every built page is sized, and the brand logos are drawn inline, decorative beside their names", () => {
    const unsized: string[] = [];
    const inline: string[] = [];
    const requested: string[] = [];
    for (const page of builtPages()) {
      for (const [tag] of page.html.matchAll(/<img\b[^>]*>/g)) {
        if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) unsized.push(`${page.route}: ${tag}`);
        if (tag.includes('src="/brand/')) requested.push(`${page.route}: ${tag}`);
      }
      for (const [tag] of page.html.matchAll(/<svg\b[^>]*data-brand-logo[^>]*>/g))
        inline.push(`${page.route} ${/\saria-hidden="true"/.test(tag) && /\swidth="\d+"/.test(tag) ? "decorative, sized" : tag}`);
    }
    expect(unsized).toEqual([]);
    expect(requested).toEqual([]); // a pre-rendered page asks for no logo file: each is in its HTML
    expect(inline.length).toBeGreaterThan(10);
    expect(inline.filter((l) => !l.endsWith("decorative, sized"))).toEqual([]);
  });

  test("/x402-documentation draws the wallets', tokens' and networks' logos, and PING's and USDC's outline marks, with no id twice", () => {
    const html = builtPages().find((p) => p.route === "/x402-documentation")!.html;
    for (const logo of [
      "wallet-phantom",
      "wallet-sui",
      "wallet-metamask",
      "wallet-coinbase",
      "wallet-okx",
      "token-sui",
      "token-eth",
      "network-sui",
      "network-ethereum",
      "network-base",
    ]) {
      expect(html, logo).toContain(`data-brand-logo="${logo}"`);
    }
    // Review round 19: PING's and USDC's filled coins became line marks (x402/TokenOutline.tsx), as Base's in round 17.
    expect(html).toContain('data-token-outline="PING"');
    expect(html).toContain('data-token-outline="USDC"');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test("two inline copies of a logo with a gradient get their own ids, and its fills point at their own", () => {
    const html = renderToStaticMarkup(
      <>
        <BrandLogo logo="wallet-metamask" />
        <BrandLogo logo="wallet-metamask" alt="MetaMask" />
      </>,
    );
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`url(#${id})`);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="MetaMask"/);
  });
});

describe("PING mark", () => {
  test("two marks on one page have different gradient ids, and the mark uses the theme's colours", () => {
    const html = renderToStaticMarkup(
      <>
        <PingMark />
        <PingMark label="PING" />
      </>,
    );
    const ids = [...html.matchAll(/<linearGradient id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(html).toContain("var(--color-accent)");
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="PING"/);
  });
});

describe("partner wordmarks", () => {
  const names = partnerRows.flatMap((row) => row.names);

  test("three labelled rows of eleven, one per category", () => {
    expect(partnerRows.map((r) => [r.label, r.names.length])).toEqual([
      ["Wallets", 11],
      ["Payments and agents", 11],
      ["GPUs and team tools", 11],
    ]);
    expect(new Set(names).size).toBe(33);
  });

  test("every name is a real integration of this site, none invented: the wallets it connects, the tokens and chains its sandbox accepts, the GPUs it prices", () => {
    const [wallets, payments, gpus] = partnerRows.map((r) => r.names);
    for (const w of walletCatalogue) expect(wallets).toContain(w.name);
    const symbols = new Set(sandboxPaymentOptions.map((o) => o.symbol));
    for (const token of ["PING", "USDC", "ETH"]) {
      expect(payments).toContain(token);
      expect(symbols.has(token as never), token).toBe(true);
    }
    const networks = sandboxPaymentOptions.map((o) => o.network).join(" ");
    expect(networks).toMatch(/^sui:|\ssui:/);
    expect(networks).toMatch(/eip155:8453|eip155:84532/); // Base, mainnet or Sepolia
    for (const model of Object.keys(gpuPricing)) expect(gpus).toContain(model);
  });

  test("a partner is its name in our type after a hairline diamond (review round 26's monogram chips read as placeholder logos): no logo, no letters but the name; a real brand's own mark replaces the diamond", () => {
    const html = renderToStaticMarkup(<PartnerWordmark name="Model Context Protocol" />);
    expect(html).toMatch(
      /^<span data-partner[^>]*><span aria-hidden="true" data-partner-mark=""[^>]*><\/span>Model Context Protocol<\/span>$/,
    );
    expect(html).not.toMatch(/<svg|<img|#[0-9a-f]{6}/i);
    const sui = renderToStaticMarkup(<PartnerWordmark name="Sui" mark={<svg aria-hidden="true" data-mark="" />} />);
    expect(sui).toMatch(/<svg aria-hidden="true" data-mark="">.*Sui/);
    expect(sui).not.toContain("data-partner-mark");
  });
});
