/**
 * /access-compute: hero video, wallet panel and request form.
 *
 * The hero video shows the product: requests for GPUs scheduled onto the network, drawn from our
 * own data (the points of presence in network.ts, the prices in gpu-pricing.ts, the jobs below)
 * by `npm run media:access-hero` (scripts/make-access-hero.ts: SVG frames rendered by Chromium,
 * encoded by ffmpeg to H.264 mp4, VP9 webm and the still: an AVIF, and a WebP for browsers without AVIF).
 */
import { gpuPricing, usd, type GpuModel } from "./gpu-pricing.ts";
import type { PageMeta } from "./meta.ts";
import { requestComputeHref } from "./products.ts";
import { claims, stats } from "./stats.ts";

export const accessPage = {
  meta: {
    path: "/access-compute",
    title: "Access Compute",
    description: `Request enterprise GPU compute: connect a Sui or EVM wallet and tell us about your workload. ${stats.gpus.value} GPUs in ${claims.countries}, ${claims.uptime}.`,
  } satisfies PageMeta,
  eyebrow: "Access Compute",
  title: { lead: "Enterprise GPUs,", accent: "on demand" },
  lead: "Connect your wallet, tell us about your workload, and our team will set you up with the right GPUs for AI training, inference, cloud gaming or rendering.",
  actions: {
    primary: { label: "Request Access", href: "#request-access" },
    secondary: { label: "Pay with x402", href: "/x402-integration" },
  },
  video: {
    /** Sources in order of preference; the browser takes the first it can play. */
    sources: [
      { src: "/media/access-hero.webm", type: "video/webm" },
      { src: "/media/access-hero.mp4", type: "video/mp4" },
    ],
    /** The frame shown before the video plays, without JavaScript and under reduced motion. */
    still: { avif: "/media/access-hero-poster.avif", webp: "/media/access-hero-poster.webp" },
    width: 1280,
    height: 720,
    /** The still's moment in the loop, in seconds: scripts/make-access-hero.ts draws the still there, and the video starts there. */
    stillAt: 3.2,
    /**
     * The phone's composition (up to 480 px): the whole map over the job card, so nothing is cropped and
     * the card's 24-unit words are 12 px or more on a 343-px box; its own files, chosen by `media`.
     */
    narrow: {
      maxWidth: 480,
      width: 640,
      height: 656,
      sources: [
        { src: "/media/access-hero-narrow.webm", type: "video/webm" },
        { src: "/media/access-hero-narrow.mp4", type: "video/mp4" },
      ],
      still: { avif: "/media/access-hero-narrow-poster.avif", webp: "/media/access-hero-narrow-poster.webp" },
    },
    /** The map's label over the picture's top-left corner (page text, HeroVideo.tsx): the spec's claim in its words (`claims.countries`), one point per country. */
    mapLabel: claims.countries,
    /**
     * The caption under the hero's picture: what it shows, in plain words (one line at 375 px). Review round 20: the
     * plural read wrong over a card that shows one request; the video plays the jobs below one after the other (the
     * still, one of them), and the caption says so.
     */
    caption: "Example GPU requests, one at a time, at list prices.",
    /**
     * What the video plays, one job after the other: a request from one point of presence (ISO
     * code in network.ts) is matched to GPUs at another, then runs at the list price.
     */
    jobs: [
      { from: "US", to: "DE", gpu: "NVIDIA H100", gpus: 16, workload: "AI training" },
      { from: "SG", to: "JP", gpu: "NVIDIA A100", gpus: 8, workload: "Inference" },
      { from: "ZA", to: "NL", gpu: "NVIDIA L40S", gpus: 8, workload: "Rendering" },
    ] as { from: string; to: string; gpu: GpuModel; gpus: number; workload: string }[],
    /** The card's words (in the video, drawn at build time). */
    words: {
      request: "Request",
      matching: "Matching",
      scheduled: "Scheduled",
      running: "Running",
      perHour: "/h",
      perGpuHour: "/GPU-h",
      /** The route's far end: where the GPUs run (the near end is the requester). */
      gpusIn: "GPUs in",
    },
  },
  /**
   * In the form, inside GPU Type (between its label and input): the GPUs a visitor can ask for, at their list prices; each fills in
   * GPU Type (a link to `?gpu_required=` without JavaScript). The network's figures are Home's.
   */
  gpus: {
    /** GPU Type's one help line over the picks (round 18: it was two, the heading and a note "Per GPU-hour; …"). */
    heading: "Pick one at its list price; your quote follows.",
    /** On the rule between the picks and the input, in the same box (round 15: one control, its two ways said). */
    or: "or type your own",
    /** Read before each GPU's name by screen readers: "GPU Type: H100, $2.49/GPU-h". */
    requestPrefix: "GPU Type:",
    unit: "/GPU-h",
    items: (Object.keys(gpuPricing) as GpuModel[]).map((gpu) => ({
      name: gpuPricing[gpu].short,
      value: gpu as string,
      memory: gpuPricing[gpu].memory,
      price: usd(gpuPricing[gpu].pricePerGpuHourUsd),
      href: requestComputeHref(gpu),
    })),
  },
  request: {
    id: "request-access",
    eyebrow: "Get started",
    heading: "Request access to GPU compute",
    // One path, numbered once (review round 14): the visitor's two cards (01, 02), then what the team does (03-05,
    // "After you submit"); the lead no longer counts "Two steps", which 03-05 contradicted (round 11).
    lead: "Connect a wallet and send us your request: our team takes it from there.",
    wallet: {
      id: "wallet",
      step: "01",
      heading: "Connect your wallet",
      text: "Sui and EVM wallets are supported.",
      /** Under the panel: what connecting does and what it pays with (true of the wallet code: it asks for the address only). */
      notes: {
        text: "Connecting shares your address with this page: nothing is signed or paid. The page remembers the wallet until you disconnect.",
        tokensLabel: "Compute is paid in",
        tokens: ["PING", "SUI", "ETH", "USDC"],
      },
    },
    form: {
      id: "request-form",
      step: "02",
      heading: "Tell us what you need",
      text: "Use your company email so our team can get back to you.",
    },
    /**
     * Review round 23: beside the form from lg (after it on a phone), what the visitor is asking for. Its words are ours;
     * its facts the page's and the spec's own: the lead's workloads, the form's required and optional fields, and where
     * the list prices are. No figure of its own. Review round 26: no price table under its fields (round 24's repeated the
     * form's GPU picks beside them); the link says where every list price is.
     */
    summary: {
      eyebrow: "What we ask",
      heading: "Enterprise GPUs for your workload",
      text: "For AI training, inference, cloud gaming or rendering: our team matches GPUs to what you tell us.",
      fields: [
        { label: "Required", value: "Your name, company email, company name, role and use case." },
        { label: "Optional", value: "GPU type, VRAM, duration and anything else we should know." },
      ],
      prices: { label: "Every GPU's list price on Nirvana Earth", href: "/nirvana-earth#lineup" },
    },
    /** Beside the form, a card under the wallet panel (after the form on a phone): what happens once the request is sent. */
    after: {
      /**
       * Ours (not in the spec): the eyebrow over "After you submit", as every section heading of the site has one (round 18).
       * Review round 21 named the numbers in it ("Steps 03–05: what we do"); review round 26: the rings say them, going on
       * from the cards' 01 and 02 in the same ring, so the eyebrow says only whose steps these are.
       */
      eyebrow: "What we do",
      heading: "After you submit",
      steps: [
        // Each text's last line is more than half full beside the rings, at 375 px (three lines) and 1440 px (two), measured
        // (review round 14: "at once." and "right away." were stubs on a line of their own).
        {
          title: "Stored and confirmed",
          text: "Your request is saved the moment you send it, and the solutions team that answers it is told at once.",
        },
        {
          title: "A reply within one business day",
          text: "A solutions engineer writes to your company email with the GPUs that fit your workload and a quote.",
        },
        {
          title: "Access to your GPUs",
          text: "Once you accept: SSH access to bare metal, or your agent pays over x402 and starts right away.",
        },
      ],
    },
  },
} as const;
