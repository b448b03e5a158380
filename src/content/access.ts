/**
 * /access-compute: hero video, wallet panel and request form.
 *
 * The hero video is made for the project with ffmpeg filters only (no footage): a perspective
 * grid scrolling toward the viewer, light pulses running along every third lane and a violet
 * horizon glow; 960x540, 24 fps, an 8 s seamless loop, theme colours. H.264 (mp4) and VP9 (webm),
 * poster = frame at 3 s as webp.
 */
import type { PageMeta } from "./meta.ts";
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
    poster: "/media/access-hero-poster.webp",
    width: 960,
    height: 540,
    label: "Live network",
    caption: "GPU nodes streaming workloads across the network",
  },
  stats: [stats.gpusShort, stats.countries, stats.uptime],
  request: {
    id: "request-access",
    eyebrow: "Get started",
    heading: "Request access to GPU compute",
    lead: "Two steps: connect a wallet, then send us your request.",
    wallet: {
      id: "wallet",
      step: "01",
      heading: "Connect your wallet",
      text: "Sui and EVM wallets are supported.",
    },
    form: {
      id: "request-form",
      step: "02",
      heading: "Tell us what you need",
      text: "Use your company email so our team can get back to you.",
    },
    /** Beside the form, under the wallet panel: what happens once the request is sent. */
    after: {
      heading: "After you submit",
      steps: [
        { title: "Stored and confirmed", text: "Your request is saved the moment you send it, and our team is told at once." },
        {
          title: "A reply within one business day",
          text: "A solutions engineer writes to your company email with the GPUs that fit and a quote.",
        },
        {
          title: "Access to your GPUs",
          text: "Once you accept, you get SSH access to bare metal, or your agent pays through x402 and starts right away.",
        },
      ],
    },
  },
} as const;
