/** /provide-compute: the Cloud Host Application page. */
import type { PageMeta } from "./meta.ts";
import { gpuPricing, usd, type GpuModel } from "./gpu-pricing.ts";
import { earthLineup, gpuBestFor } from "./products.ts";
import { site } from "./site.ts";

/**
 * The hero's estimate: what one GPU is billed over 30 days at Nirvana Earth's list price, at three
 * utilisations (assumptions, said as such), per GPU and per 8-GPU server (a common chassis).
 * Computed from gpu-pricing.ts; before the network's share, which the estimate does not know.
 */
const ESTIMATE_GPU = "NVIDIA H100" as const;
const HOURS = 24 * 30;
const SERVER_GPUS = 8;
const listPrice = Number(gpuPricing[ESTIMATE_GPU].pricePerGpuHourUsd);
const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
export const provideEstimate = {
  caption: "estimate / one H100 at list price",
  /** Said on the figures themselves: gross billing, not a host's pay (the network's share is not published). */
  heading: `Billed to renters for one ${gpuPricing[ESTIMATE_GPU].short} in 30 days`,
  /** Where the heading may break (round 15: "Billed to renters for / one H100…" broke inside its phrase): after "renters". */
  headingBreakAfter: "Billed to renters",
  basis: "Gross, before the network's share",
  columns: { use: "Utilisation", gpu: "Per GPU", server: `${SERVER_GPUS}-GPU server` },
  rows: [0.5, 0.75, 1].map((u) => ({
    use: `${Math.round(u * 100)}%`,
    gpu: dollars(listPrice * HOURS * u),
    server: dollars(listPrice * HOURS * u * SERVER_GPUS),
  })),
  /** The sum said once (review round 20: the sheet's head repeated it as "$2.49/h × 720 h × utilisation"), its price with it. */
  note: `An estimate, not an offer: Nirvana Earth's list price for an ${gpuPricing[ESTIMATE_GPU].short} (${usd(listPrice)}/h) × ${HOURS} hours × an assumed utilisation, billed to renters before the network's share. Your figure depends on the GPUs, the demand and the terms we agree.`,
  link: { label: "Every GPU's list price on Nirvana Earth", href: "/nirvana-earth#lineup" },
};

export const providePage = {
  meta: {
    path: "/provide-compute",
    title: "Provide Compute",
    description: `Cloud Host Application: bring your data-center GPUs to the ${site.name} network and earn from AI, gaming and rendering workloads.`,
  } satisfies PageMeta,
  eyebrow: "Provide Compute",
  title: "Cloud Host Application",
  /** The one lead under the h1: who the page is for and what they get. */
  lead: "Own enterprise GPUs? Put them to work on a decentralized cloud for AI teams, studios and autonomous agents, and get paid in PING.",
  /** The spec's note, word for word in meaning: company e-mail required, personal e-mail rejected. */
  emailNote: {
    title: "A company email is required",
    text: "Gmail and other personal emails will be rejected.",
  },
  formId: "host-application",
  startLabel: "Start your application",
  /**
   * Under the hero's action: what the application asks for, from the form's required fields (its company email, the
   * GPUs' location, type and number), so a host knows what to have at hand. Review round 19: at the foot of the hero's
   * text column, level with the estimate's end.
   */
  asks: {
    label: "The application asks for",
    items: ["Your company email", "Where your GPUs are", "Their type and number"],
  },
  /** The form's section heading (the page's h1 already says "Cloud Host Application"). */
  formEyebrow: "Application",
  formHeading: "Tell us about your GPUs",
  /** What a GPU owner wants to know before applying: the hardware, the pay, the steps. */
  hardware: {
    heading: "Hardware that qualifies",
    /** No thresholds (GPU counts, uplink, facility tier) until the operator publishes them: the review says what qualifies. */
    text: "Data-center GPUs in a professional facility. We confirm what qualifies when we review your application.",
    gpusLabel: "GPUs we onboard",
    /**
     * In Nirvana Earth's GPU table (GpuTable, one arrangement site-wide): model (its short name: every one is an NVIDIA
     * card, and the column beside the form is narrow), memory and what it suits, in the lineup's order and with its
     * column names, Earth's four (without the renters' price), then the workstation and gaming cards hosts also bring.
     */
    gpus: {
      caption: "GPUs we onboard, with their memory and the workloads they suit",
      columns: { gpu: earthLineup.columns.gpu, memory: earthLineup.columns.memory, bestFor: earthLineup.columns.bestFor },
      rows: [
        ...(Object.keys(gpuPricing) as GpuModel[]).map((gpu) => ({
          gpu: gpuPricing[gpu].short,
          memory: gpuPricing[gpu].memory,
          bestFor: gpuBestFor[gpu],
        })),
        { gpu: "RTX 6000 Ada", memory: "48 GB GDDR6", bestFor: "Rendering, virtual desktops" },
        { gpu: "RTX 4090", memory: "24 GB GDDR6X", bestFor: "Gaming edge, rendering" },
      ],
    },
  },
  /** How a payout comes about, drawn as one flow (the spec's PING on Sui; the metering of Nirvana Earth's key features). */
  earnings: {
    /** The eyebrow over the band's h2, as every section heading of the site has one. */
    eyebrow: "Payouts",
    heading: "How earnings are paid",
    /**
     * The band's drawing (review round 22), beside its steps from lg: the four stages as parts (a GPU board, an hourly
     * meter, the PING coin, a block on Sui), its words the stages' own titles; its caption names the view like a path.
     */
    figure: {
      caption: "payouts / a GPU-hour to a Sui transaction",
      alt: "A GPU board serving a job, an hourly meter, the PING coin and a block on the Sui network, joined left to right.",
    },
    flow: [
      { label: "GPU-hour served", text: "Your GPUs run a customer's job." },
      { label: "Metered", text: "By the hour, at the published rate of the GPU's model." },
      { label: "PING payout", text: "Settled in PING to the wallet you register." },
      {
        label: "Sui transaction",
        /** Two lines at 1440, as the other stages' (review round 19: it ran four). */
        text: "Each payout is on-chain: look it up on a Sui explorer.",
        /** The words of `text` that link to a public Sui explorer. */
        link: { text: "a Sui explorer", href: "https://suiscan.xyz/mainnet/home" },
      },
    ],
  },
  stepsHeading: "What happens next",
  /** The path, without durations: no timing is promised until the operator states one. */
  steps: [
    { title: "Review", text: "We review your application and hardware." },
    { title: "Call or demo", text: "If you asked for one, we schedule a call or demo to answer your questions." },
    { title: "Validation", text: "We benchmark each machine before it serves a job." },
    { title: "Onboarding", text: "Your GPUs join the scheduler and start serving workloads." },
  ],
} as const;
