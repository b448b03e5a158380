/**
 * The words and figures of the inner pages' first-screen visuals (each page's hero has one of its
 * own, drawn by src/components/art and the page's components). Every figure is derived from our
 * own data (prices, the network's list, the sandbox's path); nothing here is a claim of its own.
 */
import { ecosystem } from "./ecosystem.ts";
import { fundPage } from "./fund.ts";
import { gpuPricing, usd, type GpuModel } from "./gpu-pricing.ts";
import { pointsOfPresence, type Region } from "./network.ts";
import { X402_SANDBOX_PATH } from "./x402-sandbox.ts";

const HOURS_PER_MONTH = 24 * 30;

/** /provide-compute: what a renter pays for one GPU of each model, at the list prices, for 30 days around the clock. */
export const provideEarnings = {
  caption: "earth / list prices",
  heading: "What one GPU bills, at our list prices",
  columns: { gpu: "GPU", hour: "Per hour", month: "30 days, full use" },
  rows: (Object.keys(gpuPricing) as GpuModel[]).map((gpu) => ({
    gpu: gpuPricing[gpu].short,
    hour: usd(gpuPricing[gpu].pricePerGpuHourUsd),
    month: `$${Math.round(Number(gpuPricing[gpu].pricePerGpuHourUsd) * HOURS_PER_MONTH).toLocaleString("en-US")}`,
  })),
  note: "What renters pay per GPU on Nirvana Earth, before the network's share; your own figure depends on utilisation and the terms we agree with you.",
};

/** /about: the network, region by region, from the points-of-presence list the home map draws. */
const regions: Region[] = ["North America", "Latin America", "Europe", "Middle East", "Africa", "Asia Pacific"];
const shortRegion: Record<Region, string> = {
  "North America": "N. America",
  "Latin America": "Latin Am.",
  Europe: "Europe",
  "Middle East": "Middle East",
  Africa: "Africa",
  "Asia Pacific": "Asia Pac.",
};
export const aboutNetwork = {
  caption: "network / points of presence by region",
  label: `Points of presence by region: ${regions.map((r) => `${r} ${pointsOfPresence.filter((p) => p.region === r).length}`).join(", ")}`,
  racks: regions.map((r) => {
    const count = pointsOfPresence.filter((p) => p.region === r).length;
    return { name: shortRegion[r], value: `${count} sites`, units: 8, live: Math.max(1, Math.min(8, Math.round(count / 4))) };
  }),
};

/** /documentation: a request a visitor can send now, to the x402 sandbox. */
export const docsSample = {
  caption: "try it · x402 sandbox",
  command: `curl -i ${X402_SANDBOX_PATH}`,
  commandNote: "on this site's origin",
  answer: ["HTTP/1.1 402 Payment Required", "PAYMENT-REQUIRED: eyJ4NDAyVmVyc2lvbiI6Mi…"],
  link: { label: "The full exchange, step by step", href: "/x402-documentation#try-it" },
};

/** /careers: where the team works. */
export const careersWhere = {
  caption: "team / where we work",
  heading: "Remote, in every time zone",
  text: "All six roles are remote and full-time: apply from the time zone you live in.",
  scale: ["UTC-8", "UTC", "UTC+8"],
};

/** /blog: the featured post is the first one. */
export const blogFeatured = { label: "Featured", read: "Read the post" };

/** /ecosystem: the PING mark at the centre of the partner categories. */
export const ecosystemOrbit = {
  caption: "ecosystem / partners by category",
  /** Short names on the drawing (the label names them in full). */
  nodes: ecosystem.categories.map((c) => c.name.split(" ")[0]!),
  label: `PING at the centre of five partner categories: ${ecosystem.categories.map((c) => c.name).join(", ")}`,
};

/** /ecosystem-fund: the PING mark with the application's categories (the two focus areas first), and how it is paid. */
const fundNodes = [...fundPage.supported.areas.map((a) => a.title.split(" & ")[0]!), "Infrastructure", "DeFi", "Other"];
export const fundOrbit = {
  caption: "fund / paid in PING on Sui",
  nodes: fundNodes,
  label: `The fund, paid in PING on Sui, for projects in ${fundNodes.join(", ")}`,
};

/** /contact: who answers, and what happens to a message (no promise of a response time we do not measure). */
export const contactPath = {
  caption: "contact / what happens to your message",
  steps: [
    { title: "Stored when you send it", text: "Saved the moment you press Send Message, never lost to a full inbox." },
    { title: "The team sees it at once", text: "It is in the team's inbox as soon as it is stored, and a notification goes out." },
    { title: "A person answers", text: "Sales for capacity and pricing, Support for deployments, wallets and payments, by e-mail." },
  ],
};
