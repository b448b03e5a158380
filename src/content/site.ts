/**
 * Site configuration: every value the spec leaves "not shown" lives here, in one place.
 * Placeholders are marked; replace them before launch.
 */

/** SITE_URL when it is unset: the public origin of a local build. */
export const DEFAULT_SITE_URL = "http://localhost:4321";

export type SiteAddresses = { url: string; email: { sales: string; support: string } };

/** The default sales and support addresses of a public origin: sales@ and support@ its host. */
export function mailboxesOf(origin: string): SiteAddresses["email"] {
  const host = new URL(origin).hostname;
  return { sales: `sales@${host}`, support: `support@${host}` };
}

/**
 * The public origin and the contact addresses this build is for: SITE_URL, SALES_EMAIL and
 * SUPPORT_EMAIL, read by astro.config.ts through src/server/config.ts (siteAddresses) and compiled
 * into the pages and islands as __SITE_ADDRESSES__. Outside a build (the server, the scripts, the
 * tests) the defaults; the server takes its own origin from its configuration (Config.site).
 */
declare const __SITE_ADDRESSES__: SiteAddresses | undefined;
const built: SiteAddresses | undefined = typeof __SITE_ADDRESSES__ === "undefined" ? undefined : __SITE_ADDRESSES__;

export const site = {
  name: "Nirvana",
  tagline: "Decentralized GPU Cloud",
  /** Public origin (SITE_URL at build time), used for canonical URLs, Open Graph, the sitemap and every address shown. */
  url: built?.url ?? DEFAULT_SITE_URL,
  description:
    "Enterprise GPU compute on a decentralized cloud: AI training, cloud gaming, virtual desktop and rendering. AI agents pay on their own with x402 and PING on Sui.",
  copyrightYear: 2024,
  /** Brand word of the provider's former name: the third alias of the Earth and Atmosphere pages. */
  formerBrandSlug: "aethir",
  /** Token contract address on Sui shown in Home's contract bar (placeholder). */
  tokenContractAddress: "0x7f3a9c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a::ping::PING",
  /** The addresses shown on /contact (SALES_EMAIL, SUPPORT_EMAIL; by default sales@ and support@ the origin's host). */
  email: built?.email ?? mailboxesOf(DEFAULT_SITE_URL),
  social: {
    /** Placeholder profile URLs. */
    x: { label: "X", href: "https://x.com/nirvana_gpu" },
    telegram: { label: "Telegram", href: "https://t.me/nirvana_gpu" },
  },
  /** External repository linked from /x402-documentation (placeholder). */
  x402RepositoryUrl: "https://github.com/nirvana-gpu/x402-sdk",
  /** Paths that render an existing page under another name (see nirvana-earth / nirvana-atmosphere). */
  get aliasPaths(): string[] {
    return ["earth", "atmosphere"].flatMap((p) => [`/nirwana-${p}`, `/${this.formerBrandSlug}-${p}`]);
  },
} as const;
