// `npm run media:access-hero`: makes the /access-compute hero video and its poster
// (public/media/access-hero.{mp4,webm} and access-hero-poster.{avif,webp}) from our own data: the world
// map and points of presence of the Home hero (src/components/home/world-map.ts,
// src/content/network.ts), the GPU list prices (src/content/gpu-pricing.ts) and the jobs in
// src/content/access.ts (`accessPage.video.jobs`). Each frame is an SVG in the site's illustration
// language (docs/design.md), computed here from the time t and rendered by the system Chromium
// (playwright-core) with the site's own faces; ffmpeg (Debian's package: `apt-get install ffmpeg`)
// encodes the PNG frames to H.264 (mp4) and VP9 (webm), and one frame to the poster (AVIF and WebP).
// The same data gives the same video: nothing is random.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { worldMap } from "../src/components/home/world-map.ts";
import { accessPage } from "../src/content/access.ts";
import { gpuPricing, usd } from "../src/content/gpu-pricing.ts";
import { pointsOfPresence } from "../src/content/network.ts";
import { cityLabel, heroLayouts, MAP_CARD_GAP, type Layout } from "./lib/access-hero-layout.ts";
import { launchBrowser } from "./lib/browser.ts";
import { repoRoot } from "./lib/server.ts";

const { video } = accessPage;
const FPS = 24;
/** Seconds per job; the loop is every job once. */
const JOB = 4;
const LOOP = JOB * video.jobs.length;
const FRAMES = LOOP * FPS;
/** The poster: the first job, running. */
const POSTER_AT = accessPage.video.stillAt;

const C = {
  bg: "#0e131b", // --color-surface: the panel the video sits in
  card: "#07090d", // --color-bg
  border: "#243041",
  fg: "#eef2f7",
  muted: "#a3afc2",
  accent: "#2de2c4",
  accent2: "#a78bfa",
};

/**
 * The dotted land and the points of presence over it. Review round 20: at .4 and .55 the map read faint, though it fills
 * most of the picture; the land's dots at .6 and the points at .75 keep the points above the land, and the route, its
 * ends and the card (full strength, the accent) above both.
 */
const LAND_OPACITY = 0.6;
const POINT_OPACITY = 0.75;

/** The two compositions (scripts/lib/access-hero-layout.ts): the map centred on its land, clear of the card. */
const map = worldMap();
const layouts = heroLayouts(map);

const regionOf = new Map(pointsOfPresence.map((p) => [p.iso2, p.region]));
const byIso = new Map(map.points.map((p) => [p.iso2, p]));

// ---- easing and helpers ----
const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
const ramp = (t: number, a: number, b: number) => clamp((t - a) / (b - a));
const ease = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
const f1 = (n: number) => n.toFixed(1);
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
/** A deterministic number in [0, 1) from a string and an index (FNV-1a): the same video on every run. */
function seeded(seed: string, i: number): number {
  let h = 2166136261 ^ i;
  for (let c = 0; c < seed.length; c++) h = Math.imul(h ^ seed.charCodeAt(c), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/** The arc from a to b (as the Home map draws them: lifted off the straight line), cut at `upTo`. */
function arc(a: [number, number], b: [number, number], upTo: number, maxLift: number): { d: string; head: [number, number] } {
  const [x1, y1] = a;
  const [x2, y2] = b;
  const length = Math.hypot(x2 - x1, y2 - y1);
  let [nx, ny] = [(y2 - y1) / length, (x1 - x2) / length];
  if (ny > 0) [nx, ny] = [-nx, -ny];
  // A long route bows like the Home map's arcs; a short one is nearly straight (round 15: Singapore → Tokyo, bowed a
  // quarter of its length over the mainland, read as a detour). The bow grows with the route's length.
  const lift = Math.min((length / 4) * clamp(length / (2.5 * maxLift)), maxLift);
  const [cx, cy] = [(x1 + x2) / 2 + nx * lift, (y1 + y2) / 2 + ny * lift];
  const q = (s: number): [number, number] => [
    (1 - s) ** 2 * x1 + 2 * (1 - s) * s * cx + s * s * x2,
    (1 - s) ** 2 * y1 + 2 * (1 - s) * s * cy + s * s * y2,
  ];
  const steps = Math.max(2, Math.ceil(upTo * 60));
  const pts = Array.from({ length: steps + 1 }, (_, i) => q((i / steps) * upTo));
  return { d: `M${pts.map(([x, y]) => `${f1(x)} ${f1(y)}`).join("L")}`, head: pts.at(-1)! };
}

const ring = (xy: [number, number], r: number, color: string, opacity: number, width = 2) =>
  `<circle cx="${f1(xy[0])}" cy="${f1(xy[1])}" r="${f1(r)}" fill="none" stroke="${color}" stroke-opacity="${opacity.toFixed(3)}" stroke-width="${width}"/>`;
const dot = (xy: [number, number], r: number, color: string, opacity = 1) =>
  `<circle cx="${f1(xy[0])}" cy="${f1(xy[1])}" r="${f1(r)}" fill="${color}" fill-opacity="${opacity.toFixed(3)}"/>`;

/** One composition: the still page (map, points, label) and the moving part of each frame. */
function scene(L: Layout) {
  const { W, H } = L;
  const scale = L.map.w / map.width;
  const at = (p: { x: number; y: number }): [number, number] => [L.map.x + p.x * scale, L.map.y + p.y * scale];
  if (L.map.y + map.height * scale > L.card.y - MAP_CARD_GAP)
    throw new Error(
      `${L.name}: the map (${map.width} × ${map.height}, bottom ${L.map.y + map.height * scale}) runs into the card at ${L.card.y}`,
    );
  if (L.card.y + L.card.h > H) throw new Error(`${L.name}: the card runs off the frame`);
  const point = (iso: string) => {
    const p = byIso.get(iso);
    if (!p) throw new Error(`accessPage.video.jobs: no point of presence ${iso}`);
    return { ...p, xy: at(p), region: regionOf.get(iso)! };
  };
  // No point of presence under the card (the card may sit over the sea, never over the network).
  for (const p of map.points) {
    const [x, y] = at(p);
    if (x > L.card.x - 8 && x < L.card.x + L.card.w + 8 && y > L.card.y - 8) throw new Error(`${L.name}: ${p.iso2} lies under the card`);
  }

  const jobs = video.jobs.map((j) => {
    const from = point(j.from);
    const to = point(j.to);
    const price = gpuPricing[j.gpu];
    return {
      ...j,
      from,
      to,
      short: price.short,
      perGpu: usd(price.pricePerGpuHourUsd),
      perHour: usd(Number(price.pricePerGpuHourUsd) * j.gpus),
    };
  });

  /** A few points that blink slowly, a live network at rest (periods divide the loop: seamless). */
  const twinkles = map.points
    .filter((_, i) => seeded("twinkle", i) < 0.16)
    .map((p, i) => ({ xy: at(p), phase: seeded("phase", i), period: LOOP / (1 + Math.floor(seeded("period", i) * 3)) }));

  /** The moving part of frame `t` (seconds into the loop): everything over the map. */
  function frame(t: number): string {
    const out: string[] = [];
    for (const tw of twinkles) {
      const v = 0.5 + 0.5 * Math.sin(2 * Math.PI * (t / tw.period + tw.phase));
      out.push(dot(tw.xy, 4.2, C.fg, 0.1 + 0.5 * v ** 3));
    }
    const index = Math.floor(t / JOB) % jobs.length;
    const job = jobs[index]!;
    const u = t - index * JOB; // seconds into this job
    const fadeOut = 1 - ramp(u, JOB - 0.45, JOB);
    // The card is never empty or half-typed: every frame shows a whole job (what was asked, its route,
    // its price); a new job takes the card over in a short dip (never below half), not a fade to nothing.
    // No dip or crossfade: a still frame never holds two texts at once (the card is switched whole between jobs).
    const cardIn = 1;
    const words = video.words;

    // Every frame shows the whole job the card names (round 13: a still caught the card saying "Singapore → Tokyo"
    // while the map had only a pulsing ring and no Tokyo): both ends marked and named, and the route drawn, from the
    // job's first frame. The motion is calm: a light runs along the arc, the GPUs' end breathes, a few points blink;
    // between jobs the marks fade out and in (the card switches whole). Under reduced motion the page shows the still.
    const shown = ramp(u, 0, 0.35) * fadeOut;
    const a = arc(job.from.xy, job.to.xy, 1, 140 * (L.map.w / 1200));
    out.push(
      `<path d="${a.d}" fill="none" stroke="${C.accent}" stroke-opacity="${(0.9 * shown).toFixed(3)}" stroke-width="2.5" stroke-dasharray="9 8" stroke-linecap="round"/>`,
    );
    // The light along the route: once per job, requester to GPUs, eased.
    const run = ease(ramp(u, 0.3, JOB - 0.6));
    if (run > 0 && run < 1) out.push(dot(arc(job.from.xy, job.to.xy, run, 140 * (L.map.w / 1200)).head, 5, C.accent, shown));
    // The requester: a violet point in one steady ring (small, so the coast under it stays readable).
    out.push(ring(job.from.xy, 11, C.accent2, 0.9 * shown), dot(job.from.xy, 5.5, C.accent2, shown));
    // Where the GPUs run: the accent point, one ring that breathes slowly.
    const breath = 0.5 + 0.5 * Math.sin((2 * Math.PI * u) / JOB);
    out.push(ring(job.to.xy, 12 + 6 * breath, C.accent, (0.55 + 0.35 * breath) * shown), dot(job.to.xy, 6.5, C.accent, shown));
    // Each end named on the map, on the side away from the other end (flipped if it would leave the frame),
    // with a halo of the panel's colour so it reads over the dotted land.
    // (scripts/lib/access-hero-layout.ts, `cityLabel`: the side, and the room kept from the picture's edges).
    const label = (xy: [number, number], name: string, other: [number, number], fill: string) => {
      const l = cityLabel(L, xy, name, other);
      return `<text x="${f1(l.x)}" y="${f1(l.y)}" text-anchor="${l.anchor}" font-family="JetBrains Mono" font-weight="600" font-size="${l.size}" fill="${fill}" fill-opacity="${shown.toFixed(3)}" stroke="${C.bg}" stroke-opacity="${shown.toFixed(3)}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${esc(name)}</text>`;
    };
    out.push(label(job.from.xy, job.from.city, job.to.xy, C.fg), label(job.to.xy, job.to.city, job.from.xy, C.fg));

    // The job card: request, match, then the running job with its GPUs and price.
    const { x: cx, y: cy, w: cw, h: ch } = L.card;
    // Stacked (narrow): each line under the last. A bar (wide): the request and its route on the
    // left, the GPU cells in the middle, the price on the right.
    const bar = L.name === "wide";
    out.push(
      L.dock
        ? // Docked (the phone's composition): the frame's lower panel, edge to edge under one rule (the page's frame rounds its corners).
          `<rect x="0" y="${cy}" width="${W}" height="${H - cy}" fill="${C.card}"/><line x1="0" y1="${cy + 1}" x2="${W}" y2="${cy + 1}" stroke="${C.border}" stroke-width="2"/>`
        : `<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="16" fill="${C.card}" fill-opacity=".95" stroke="${C.border}" stroke-width="2"/>`,
    );
    const o = cardIn;
    const text = (
      x: number,
      y: number,
      s: string,
      size: number,
      fill: string,
      opacity: number,
      family = "mono",
      weight = 500,
      anchor = "start",
    ) =>
      `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${family === "mono" ? "JetBrains Mono" : "Space Grotesk"}" font-weight="${weight}" font-size="${size}" fill="${fill}" fill-opacity="${clamp(opacity).toFixed(3)}">${esc(s)}</text>`;
    const px = cx + (L.name === "wide" ? 30 : 34);
    const right = cx + cw - (L.name === "wide" ? 30 : 34);
    // Line 1: the step, as a mono label with a status dot; the workload on the right.
    // The card shows the job running on every frame, as the map does (no "Matching" beside a route already drawn).
    const step = words.running;
    const stepColor = C.accent;
    // Baselines of the card's lines: step, request, route, cells (top), prices.
    const y = bar
      ? { step: 42, asked: 104, route: 148, cells: 74, price: 104, perGpu: 148 }
      : { step: 50, asked: 116, route: 164, cells: 186, price: 250, perGpu: 250 };
    out.push(dot([px + 8, cy + y.step - 9], 8, stepColor, o));
    out.push(text(px + 28, cy + y.step, step.toUpperCase(), 24, C.muted, o, "mono", 600));
    // The workload tag is right-aligned in both compositions.
    out.push(text(right, cy + y.step, job.workload, 24, C.muted, o, "mono", 500, "end"));
    // Line 2: what was asked, whole from the job's first frame.
    const asked = `${job.gpus} × ${job.short}`;
    out.push(text(px, cy + y.asked, asked, 56, C.fg, o, "display", 600));
    // Line 3: from the requester to where its GPUs run, one arrow, the far end named as the GPUs' place; whole
    // and at full strength on every frame (no half-shown end).
    // On a phone the cities alone (the map names them too): with the codes the longest route came out 12 px, edge to edge.
    const near = bar ? `${job.from.city}, ${job.from.iso2}` : job.from.city;
    const far = bar ? `${words.gpusIn} ${job.to.city}, ${job.to.iso2}` : `${words.gpusIn} ${job.to.city}`;
    const route = `${near} → ${far}`;
    const routeWidth = bar ? 560 : cw - 68;
    const routeSize = Math.min(bar ? 30 : 27, routeWidth / (route.length * 0.6)); // JetBrains Mono: 0.6 em a character
    out.push(
      `<text x="${px}" y="${cy + y.route}" font-family="JetBrains Mono" font-weight="500" font-size="${f1(routeSize)}">` +
        `<tspan fill="${C.muted}">${esc(near)}</tspan><tspan fill="${C.accent}" font-weight="700">${esc(" → ")}</tspan>` +
        `<tspan fill="${C.fg}">${esc(far)}</tspan></text>`,
    );
    // GPU cells: one per GPU, in nodes of 8, lit one by one once scheduled; before that each is a
    // dim filled slot (asked for, not yet placed), never an empty box.
    // GPU cells: one per GPU asked for, in nodes of 8, lit on every frame: the GPUs of the request (a row of
    // dim slots read as a progress bar that never loaded).
    const cells = job.gpus;
    for (let i = 0; i < cells; i++) {
      const node = Math.floor(i / 8);
      const x = (bar ? cx + 400 : px) + (i % 8) * 26 + node * 226;
      out.push(
        `<rect x="${x}" y="${cy + y.cells}" width="20" height="20" rx="3" fill="${C.accent}" fill-opacity="${(0.85 * o).toFixed(3)}" stroke="${C.accent}" stroke-opacity="${o.toFixed(3)}" stroke-width="2"/>`,
      );
    }
    // Line 4: the price, from the list prices (neutral: the lit GPUs and the arc are what is live).
    // The list price is known from the request on: shown from the first frame.
    const priceO = o;
    if (bar) {
      out.push(text(right, cy + y.price, `${job.perHour}${words.perHour}`, 44, C.fg, priceO, "display", 600, "end"));
      out.push(text(right, cy + y.perGpu, `${job.perGpu}${words.perGpuHour}`, 26, C.muted, priceO, "mono", 500, "end"));
    } else {
      out.push(text(px, cy + y.perGpu, `${job.perGpu}${words.perGpuHour}`, 26, C.muted, priceO));
      out.push(text(right, cy + y.price, `${job.perHour}${words.perHour}`, 36, C.fg, priceO, "display", 600, "end"));
    }
    return out.join("");
  }

  function page(): string {
    const font = (file: string) => pathToFileURL(join(repoRoot, "node_modules/@fontsource-variable", file)).href;
    return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face{font-family:"JetBrains Mono";font-weight:100 800;src:url("${font("jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2")}") format("woff2")}
@font-face{font-family:"Space Grotesk";font-weight:300 700;src:url("${font("space-grotesk/files/space-grotesk-latin-wght-normal.woff2")}") format("woff2")}
html,body{margin:0;background:${C.bg}}svg{display:block}
</style></head><body>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><pattern id="dots" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.05" fill="${C.muted}" fill-opacity="${LAND_OPACITY}"/></pattern></defs>
<rect width="${W}" height="${H}" fill="${C.bg}"/>
<g transform="translate(${L.map.x} ${L.map.y}) scale(${scale.toFixed(4)})"><path d="${map.land}" fill="url(#dots)"/></g>
<g>${map.points.map((p) => dot(at(p), 3.6, C.muted, POINT_OPACITY)).join("")}</g>
<g id="live"></g>
</svg></body></html>`;
  }
  return { page, frame };
}

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}`);
}

const outDir = join(repoRoot, "public/media");
/** public/media/<name> from a page path ("/media/access-hero.mp4"). */
const out = (src: string) => join(outDir, src.replace(/^\/media\//, ""));
const files = {
  wide: { sources: video.sources, still: video.still },
  narrow: { sources: video.narrow.sources, still: video.narrow.still },
};
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const browser = await launchBrowser();
try {
  for (const L of layouts) {
    if (only && only !== L.name) continue;
    const { page, frame } = scene(L);
    const tmp = mkdtempSync(join(tmpdir(), `access-hero-${L.name}-`));
    try {
      writeFileSync(join(tmp, "page.html"), page());
      mkdirSync(join(tmp, "frames"));
      const context = await browser.newContext({ viewport: { width: L.W, height: L.H }, deviceScaleFactor: 1 });
      const p = await context.newPage();
      await p.goto(pathToFileURL(join(tmp, "page.html")).href);
      await p.evaluate(async () => {
        await Promise.all([document.fonts.load('600 20px "JetBrains Mono"'), document.fonts.load('600 20px "Space Grotesk"')]);
      });
      const ok = await p.evaluate(
        () => document.fonts.check('600 20px "JetBrains Mono"') && document.fonts.check('600 20px "Space Grotesk"'),
      );
      if (!ok) throw new Error("the site's faces did not load");
      const shoot = async (t: number, file: string) => {
        await p.evaluate((svg) => {
          document.getElementById("live")!.innerHTML = svg;
        }, frame(t));
        await p.screenshot({ path: file, type: "png" });
      };
      if (process.argv.includes("--preview")) {
        // A few stills to look at, without encoding: test-results/access-hero-preview/<layout>-t<seconds>.png
        const dir = join(repoRoot, "test-results/access-hero-preview");
        mkdirSync(dir, { recursive: true });
        for (const t of [0.4, 1.1, 1.8, POSTER_AT, JOB + 2.4, 2 * JOB + 3.5]) await shoot(t, join(dir, `${L.name}-t${t.toFixed(1)}.png`));
        await context.close();
        console.log(dir);
        continue;
      }
      for (let i = 0; i < FRAMES; i++) await shoot(i / FPS, join(tmp, "frames", `${String(i).padStart(4, "0")}.png`));
      await shoot(POSTER_AT, join(tmp, "poster.png"));
      await context.close();

      const f = files[L.name];
      const mp4 = f.sources.find((s) => s.type === "video/mp4")!.src;
      const webm = f.sources.find((s) => s.type === "video/webm")!.src;
      const input = ["-hide_banner", "-loglevel", "error", "-y", "-framerate", String(FPS), "-i", join(tmp, "frames/%04d.png")];
      run("ffmpeg", [
        ...input,
        ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "33", "-tune", "animation", "-pix_fmt", "yuv420p"],
        ...["-profile:v", "high", "-g", String(FRAMES), "-movflags", "+faststart", "-an", out(mp4)],
      ]);
      run("ffmpeg", [
        ...input,
        ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "50", "-row-mt", "1", "-deadline", "good", "-cpu-used", "1"],
        ...["-g", String(FRAMES), "-pix_fmt", "yuv420p", "-an", out(webm)],
      ]);
      run("ffmpeg", [
        ...["-hide_banner", "-loglevel", "error", "-y", "-i", join(tmp, "poster.png")],
        ...["-c:v", "libwebp", "-quality", "62", out(f.still.webp)],
      ]);
      // The still the page shows before the video plays: AVIF (about 8 KiB, off the path to the first
      // paint), the WebP above for browsers without AVIF.
      run("ffmpeg", [
        ...["-hide_banner", "-loglevel", "error", "-y", "-i", join(tmp, "poster.png")],
        ...["-c:v", "libaom-av1", "-still-picture", "1", "-crf", "46", "-cpu-used", "2", "-pix_fmt", "yuv420p"],
        out(f.still.avif),
      ]);
      for (const file of [mp4, webm, f.still.webp, f.still.avif])
        console.log(`${file}: ${(statSync(out(file)).size / 1024).toFixed(1)} KiB`);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
