import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { EarthConsole } from "../../src/components/products/EarthConsole.tsx";
import { NetworkMap } from "../../src/components/home/NetworkMap.tsx";
import { compactPath, worldMap } from "../../src/components/home/world-map.ts";
import { PaymentExchange } from "../../src/components/x402/PaymentExchange.tsx";
import { accessPage } from "../../src/content/access.ts";
import { gpuPricing, usd } from "../../src/content/gpu-pricing.ts";
import { networkArcs, pointsOfPresence } from "../../src/content/network.ts";
import { atmosphereLatency, earthConsole, earthLineup } from "../../src/content/products.ts";
import { claims, figures } from "../../src/content/stats.ts";
import { formatAmount, loadX402Sandbox, sampleQuote, X402_SANDBOX_PATH } from "../../src/content/x402-sandbox.ts";
import { paymentSequence } from "../../src/content/x402-sequence.ts";
import { paymentRequired, paymentRequiredHeader } from "../../src/server/x402/requirements.ts";
import { paymentRequiredHeaderStart, x402Challenge } from "../../src/content/x402-challenge.ts";
import { X402Challenge } from "../../src/components/x402/X402Challenge.tsx";
import { repoRoot } from "../../scripts/lib/server.ts";

// The product visuals are drawn from the site's own data: these tests fail when a
// visual and the data it claims to show drift apart.

describe("Home's network map", () => {
  test("the list of points of presence is the headline country count, one real country each", () => {
    expect(pointsOfPresence).toHaveLength(figures.countries);
    expect(new Set(pointsOfPresence.map((p) => p.iso2)).size).toBe(pointsOfPresence.length);
    expect(new Set(pointsOfPresence.map((p) => p.country)).size).toBe(pointsOfPresence.length);
    for (const p of pointsOfPresence) {
      expect(p.iso2, p.country).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(p.lat), p.country).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lon), p.country).toBeLessThanOrEqual(180);
    }
  });

  test("one point per country, each inside the map, and arcs only between points of presence", () => {
    const map = worldMap();
    expect(map.points).toHaveLength(figures.countries);
    for (const p of map.points) {
      expect(p.x, p.country).toBeGreaterThan(0);
      expect(p.x, p.country).toBeLessThan(map.width);
      expect(p.y, p.country).toBeGreaterThan(0);
      expect(p.y, p.country).toBeLessThan(map.height);
    }
    const iso = new Set(pointsOfPresence.map((p) => p.iso2));
    for (const [from, to] of networkArcs) expect(iso.has(from) && iso.has(to), `${from}-${to}`).toBe(true);
    expect(map.arcs).toHaveLength(networkArcs.length);
    // West is left, north is up: the projection is not mirrored.
    const at = (code: string) => map.points.find((p) => p.iso2 === code)!;
    expect(at("US").x).toBeLessThan(at("DE").x);
    expect(at("DE").x).toBeLessThan(at("JP").x);
    expect(at("NO").y).toBeLessThan(at("ZA").y);
  });

  test("the rendered SVG has a circle per country, a name, a size, and stays under 40 KB", () => {
    const html = renderToStaticMarkup(<NetworkMap />);
    const points = html.match(/<g[^>]*data-map-points[^>]*>(.*?)<\/g>/)![1]!;
    expect(points.match(/<circle /g)).toHaveLength(figures.countries);
    // The land layer is hidden from screen readers; the points' layer is the named image.
    expect(html).toMatch(/<svg [^>]*aria-hidden="true" data-network-land=""[^>]*><defs>.*<path d="M/);
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="[^"]+" data-network-map=""/);
    expect(html.match(/<svg [^>]* width="\d+" height="\d+"/g)).toHaveLength(4); // land, two sets of arcs, points
    expect(html.match(/data-map-arc=""/g)).toHaveLength(networkArcs.length);
    expect(html.length).toBeLessThan(40_000);
  });

  test("the land path is one compact path: relative moves and lines, no repeated points", () => {
    expect(compactPath("M10,10L12,9L12,9L15,12ZM20,20L21,21Z")).toBe("M10 10l2-1 3 3zm10 10l1 1z");
    const land = worldMap().land;
    expect(land.startsWith("M")).toBe(true);
    expect(land).not.toMatch(/[LM]\d+,/); // d3's absolute form is gone
    expect(land.length).toBeLessThan(20_000);
  });
});

describe("the x402 sequence diagram shows the sandbox's real 402", () => {
  const accepts = paymentRequired(loadX402Sandbox({}), "payment required").accepts;

  test("its price, asset, network and payTo are one of the 402 answer's accepts", () => {
    const o = paymentSequence.option;
    const match = accepts.find((a) => a.network === o.network && a.asset === o.asset);
    expect(match).toBeDefined();
    expect(match!.amount).toBe(o.amount);
    expect(match!.payTo).toBe(o.payTo);
    expect(paymentSequence.price).toBe(formatAmount(o));
  });

  test("the rendered diagram reads agent → 402 with the price → signed payment → 200, with the sandbox's path", () => {
    const html = renderToStaticMarkup(<PaymentExchange />);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const order = [
      `GET ${X402_SANDBOX_PATH}`,
      "402 Payment Required",
      paymentSequence.price,
      "sign the payment",
      "PAYMENT-SIGNATURE",
      "200 OK",
      sampleQuote.gpu,
    ];
    const positions = order.map((s) => text.indexOf(s));
    for (const [i, p] of positions.entries()) expect(p, order[i]).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html.match(/data-direction="(request|response|self)"/g)).toHaveLength(5);
    expect([...html.matchAll(/data-exchange-step="([^"]+)"/g)].map((m) => m[1])).toEqual(["request", "402", "pay", "retry", "200"]);
    // Directions are drawn with icons, never with text arrows.
    expect(text).not.toMatch(/[←→↑↓⇄]/);
  });
});

describe("/x402-integration's hero is the sandbox's real 402 answer", () => {
  const settings = loadX402Sandbox({});
  const required = paymentRequired(settings, "PAYMENT-SIGNATURE header is required");
  const { body } = x402Challenge;

  test("version, resource path, every accepted option in order and the picked option's fields are the server's", () => {
    expect(body.x402Version).toBe(required.x402Version);
    expect(required.resource.url.endsWith(body.resource.url)).toBe(true);
    expect(body.resource.mimeType).toBe(required.resource.mimeType);
    expect(body.accepts.map((a) => [a.network, a.price])).toEqual(
      required.accepts.map((r) => [r.network, formatAmount(settings.options.find((o) => o.network === r.network && o.asset === r.asset)!)]),
    );
    const picked = required.accepts[body.accepts.findIndex((a) => a.picked)]!;
    const fields = Object.fromEntries(body.picked.fields.map((f) => [f.key, f.value]));
    expect(fields).toEqual({
      scheme: picked.scheme,
      network: picked.network,
      amount: picked.amount,
      asset: picked.asset,
      payTo: picked.payTo,
      maxTimeoutSeconds: String(picked.maxTimeoutSeconds),
    });
    // The option it opens is the one the exchange follows elsewhere: PING on Sui.
    expect(body.picked.option.id).toBe(paymentSequence.option.id);
  });

  test("the PAYMENT-REQUIRED header shown begins as the server's real header does", () => {
    expect(paymentRequiredHeader(required).startsWith(paymentRequiredHeaderStart)).toBe(true);
    const html = renderToStaticMarkup(<X402Challenge />);
    expect(html).toContain(`${paymentRequiredHeaderStart}…`);
    expect(html).not.toContain("data-x402-exchange");
  });
});

describe("the product pages' visuals", () => {
  const h100 = gpuPricing["NVIDIA H100"].pricePerGpuHourUsd;

  test("Earth's console shows the lineup's price for its GPU and the hourly total for its count", () => {
    const html = renderToStaticMarkup(<EarthConsole />);
    expect(html).toContain(`${usd(h100)} / GPU-hour`);
    expect(html).toContain(`${usd(Number(h100) * earthConsole.totalGpus)} / hour`);
    // The terminal's lines are set as they are (white-space: pre, the box scrolls sideways), never broken.
    expect(html).not.toContain("<wbr");
    expect(html).toMatch(/data-earth-terminal=""[^>]*whitespace-pre/);
    expect(html).toContain(earthConsole.ssh);
    expect(earthLineup.rows.find((r) => r.gpu === "NVIDIA H100")!.price).toBe(usd(h100));
  });

  test("the x402 sample quote prices the same GPU as the Earth page", () => {
    expect(sampleQuote.gpu).toContain("H100");
    expect(sampleQuote.pricePerGpuHour.amount).toBe(h100);
  });

  test("Atmosphere's latency regions cover every country of the network map", () => {
    const total = atmosphereLatency.rows.reduce((n, r) => n + atmosphereLatency.countriesIn(r.region), 0);
    expect(total).toBe(figures.countries);
    for (const r of atmosphereLatency.rows) expect(r.latencyMs).toBeLessThan(atmosphereLatency.scaleMs);
  });
});

describe("/access-compute's hero video is made from our data", () => {
  const media = (f: string) => readFileSync(join(repoRoot, "public/media", f));

  test("each job runs between two points of presence on a GPU of the price list", () => {
    const isos = new Set(pointsOfPresence.map((p) => p.iso2));
    expect(accessPage.video.jobs.length).toBeGreaterThan(1);
    for (const job of accessPage.video.jobs) {
      expect(isos.has(job.from) && isos.has(job.to), `${job.from} → ${job.to}`).toBe(true);
      expect(job.from).not.toBe(job.to);
      expect(gpuPricing[job.gpu], job.gpu).toBeDefined();
      expect(job.gpus % 8 === 0 || job.gpus < 8, "whole 8-GPU nodes").toBe(true);
    }
  });

  test("the committed files are H.264 mp4, VP9 webm and a webp poster, small, at the size the page reserves", () => {
    const mp4 = media("access-hero.mp4");
    const webm = media("access-hero.webm");
    const poster = media("access-hero-poster.webp");
    expect(mp4.includes("avc1")).toBe(true);
    expect(webm.includes("V_VP9")).toBe(true);
    expect(poster.subarray(8, 12).toString()).toBe("WEBP");
    for (const [name, file, max] of [
      ["mp4", mp4, 160],
      ["webm", webm, 160],
      ["poster", poster, 48],
    ] as const)
      expect(file.byteLength / 1024, name).toBeLessThan(max);
    // VP8 lossy webp: the frame's width and height (14 bits each) after the VP8 start code.
    const at = poster.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    expect([poster.readUInt16LE(at + 3) & 0x3fff, poster.readUInt16LE(at + 5) & 0x3fff]).toEqual([
      accessPage.video.width,
      accessPage.video.height,
    ]);
    expect(existsSync(join(repoRoot, "scripts/make-access-hero.ts"))).toBe(true);
  });

  test("both compositions centre the map on its land and keep it clear of the job card (round 17)", async () => {
    const { heroLayouts, landExtent, MAP_CARD_GAP } = await import("../../scripts/lib/access-hero-layout.ts");
    const { worldMap } = await import("../../src/components/home/world-map.ts");
    const map = worldMap();
    const land = landExtent(map);
    // The continents, not the map's box: the Americas to New Zealand, without the specks at the edges.
    expect(land.x0).toBeGreaterThan(50);
    expect(land.x1).toBeLessThan(map.width - 20);
    const layouts = heroLayouts(map);
    expect(layouts.map((l) => l.name)).toEqual(["wide", "narrow"]);
    for (const L of layouts) {
      const scale = L.map.w / map.width;
      const [left, right] = [L.map.x + land.x0 * scale, L.map.x + land.x1 * scale];
      // Centred: as much frame left of the land as right of it (it was ~90 units more on the left).
      expect(Math.abs(left - (L.W - right)), L.name).toBeLessThan(4);
      // The southernmost land ends well above the card (it came within 12-25 units).
      expect(L.card.y - (L.map.y + land.y1 * scale), L.name).toBeGreaterThanOrEqual(MAP_CARD_GAP);
      expect(L.card.y + L.card.h, L.name).toBeLessThanOrEqual(L.H);
    }
  });

  test("review round 21: the phone's job card is the frame's lower panel (to its edges and its foot), ~60 units under the land", async () => {
    const { heroLayouts, landExtent } = await import("../../scripts/lib/access-hero-layout.ts");
    const { worldMap } = await import("../../src/components/home/world-map.ts");
    const map = worldMap();
    const land = landExtent(map);
    const [wide, narrow] = heroLayouts(map);
    // The wide composition keeps its rounded bar inside the frame; the phone's is docked: it runs to the frame's foot.
    expect(wide!.dock).toBe(false);
    expect(narrow!.dock).toBe(true);
    expect(narrow!.card.y + narrow!.card.h).toBe(narrow!.H);
    // A card floating just under South America read as lying over the map's south (36 units apart): now 56 or more.
    expect(narrow!.card.y - (narrow!.map.y + land.y1 * (narrow!.map.w / map.width))).toBeGreaterThanOrEqual(56);
    expect(readFileSync(join(repoRoot, "scripts/make-access-hero.ts"), "utf8")).toContain("L.dock");
  });

  test("review round 20: every city's name on the map stays 12 px or more inside the picture, at its smallest box, and above the job card", async () => {
    const { heroLayouts, cityLabel, LABEL_EDGE_PX, SMALLEST_BOX } = await import("../../scripts/lib/access-hero-layout.ts");
    const { worldMap } = await import("../../src/components/home/world-map.ts");
    const map = worldMap();
    const byIso = new Map(map.points.map((p) => [p.iso2, p]));
    const cities = new Map(pointsOfPresence.map((p) => [p.iso2, p.city]));
    for (const L of heroLayouts(map)) {
      const s = L.map.w / map.width;
      const at = (iso: string): [number, number] => {
        const p = byIso.get(iso)!;
        return [L.map.x + p.x * s, L.map.y + p.y * s];
      };
      // CSS px per frame unit at the composition's smallest box ("Tokyo" read as crowding the phone's right edge).
      const k = SMALLEST_BOX[L.name] / L.W;
      for (const job of accessPage.video.jobs) {
        for (const [end, other] of [
          [job.from, job.to],
          [job.to, job.from],
        ] as const) {
          const { box } = cityLabel(L, at(end), cities.get(end)!, at(other));
          const room = { left: box.x0 * k, right: (L.W - box.x1) * k, top: box.y0 * k };
          for (const [side, px] of Object.entries(room)) expect(px, `${L.name} ${end} ${side}`).toBeGreaterThanOrEqual(LABEL_EDGE_PX);
          expect(box.y1, `${L.name} ${end}: above the card`).toBeLessThan(L.card.y);
        }
      }
    }
  });

  test("the phone's composition has its own files, at the size its box reserves", () => {
    const { narrow } = accessPage.video;
    const file = (src: string) => media(src.replace(/^\/media\//, ""));
    for (const s of narrow.sources) expect(file(s.src).byteLength / 1024, s.src).toBeLessThan(160);
    expect(file(narrow.sources.find((s) => s.type === "video/webm")!.src).includes("V_VP9")).toBe(true);
    expect(file(narrow.sources.find((s) => s.type === "video/mp4")!.src).includes("avc1")).toBe(true);
    const avif = file(narrow.still.avif);
    expect(avif.byteLength / 1024).toBeLessThan(12);
    const at = avif.indexOf(Buffer.from("ispe"));
    expect([avif.readUInt32BE(at + 8), avif.readUInt32BE(at + 12)]).toEqual([narrow.width, narrow.height]);
    const webp = file(narrow.still.webp);
    const vp8 = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    expect([webp.readUInt16LE(vp8 + 3) & 0x3fff, webp.readUInt16LE(vp8 + 5) & 0x3fff]).toEqual([narrow.width, narrow.height]);
    // The map's label is the spec's claim in its words.
    expect(accessPage.video.mapLabel).toBe(claims.countries);
  });

  test("the still most browsers fetch is an AVIF of at most 12 KiB, at the size the page reserves", () => {
    const avif = media("access-hero-poster.avif");
    expect(avif.subarray(4, 12).toString()).toBe("ftypavif");
    // It is fetched while the first screen paints on a slow phone: kept small so the largest paint does not wait on it.
    expect(avif.byteLength / 1024).toBeLessThan(12);
    // The image spatial extents ("ispe") property: version/flags, then width and height (32 bits each).
    const at = avif.indexOf(Buffer.from("ispe"));
    expect([avif.readUInt32BE(at + 8), avif.readUInt32BE(at + 12)]).toEqual([accessPage.video.width, accessPage.video.height]);
    expect(accessPage.video.still.avif).toBe("/media/access-hero-poster.avif");
  });
});

describe("/blog's covers are drawings of each post, not a product page's table again", () => {
  test("six different drawings, each sized and named, with none of the GPU list, the provider steps or the fund ranges", async () => {
    const { PostCover } = await import("../../src/components/blog/PostCover.tsx");
    const { blogPosts } = await import("../../src/content/blog.ts");
    const { fundingRanges } = await import("../../src/content/funding-ranges.ts");
    const { providePage } = await import("../../src/content/provide.ts");
    expect(new Set(blogPosts.map((p) => p.image.art)).size).toBe(blogPosts.length);
    const repeated = [
      ...Object.values(gpuPricing).flatMap((g) => [g.short, g.memory]),
      ...fundingRanges.map((r) => r.label),
      ...providePage.steps.map((s) => s.title),
    ];
    for (const post of blogPosts) {
      const html = renderToStaticMarkup(<PostCover image={post.image} />);
      expect(html, post.id).toMatch(/<svg[^>]*viewBox="0 0 300 170"[^>]*width="300"[^>]*height="170"[^>]*role="img"/);
      expect(html, post.id).toContain(`aria-label="${post.image.alt.replaceAll("'", "&#x27;")}"`);
      // What the cover says (its words and its name), not its path data.
      const words = `${html.replace(/<[^>]*>/g, " ")} ${post.image.alt}`;
      for (const r of repeated) expect(words, `${post.id}: ${r}`).not.toContain(r);
    }
  });
});

describe("Home's hero console", () => {
  test("names its GPU as the price list spells it", async () => {
    const { hero } = await import("../../src/content/home.ts");
    const text = [...hero.console.rows.flat(), hero.console.footer].join(" ");
    expect(text).toContain(`${gpuPricing["NVIDIA H100"].short} ×8`);
    expect(text).not.toMatch(/h100/);
  });
});
