/**
 * Site configuration: every value the spec leaves "not shown" lives here, in one place.
 * Placeholders are marked; replace them before launch.
 */
export const site = {
  name: "Nirvana",
  tagline: "Decentralized GPU Cloud",
  /** Public origin, used for canonical URLs, Open Graph and the sitemap. */
  url: "https://nirvana.example",
  description:
    "Enterprise GPU compute on a decentralized cloud: AI training, cloud gaming, virtual desktop and rendering. AI agents pay on their own with x402 and PING on Sui.",
  copyrightYear: 2024,
  /** Brand word of the provider's former name: the third alias of the Earth and Atmosphere pages. */
  formerBrandSlug: "aethir",
  /** Token contract address on Sui shown in Home's contract bar (placeholder). */
  tokenContractAddress: "0x7f3a9c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a::ping::PING",
  email: {
    /** Placeholder addresses shown on /contact. */
    sales: "sales@nirvana.example",
    support: "support@nirvana.example",
  },
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
