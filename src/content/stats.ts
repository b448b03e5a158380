/**
 * The network's displayed claims (spec sections 1 and 9): the one place where the site's numbers
 * are written. Every page, meta description and /llms.txt interpolates `stats` or `claims`; no
 * other file types a number (tests/unit/stats-single-source.test.ts fails if one does). Change a
 * figure in `figures` and it changes on every page, in every spelling (435,000+ and 435K+,
 * $100 Million and $100M).
 */
export type Stat = { value: string; label: string };

export type Figures = {
  gpus: number;
  capacityUsd: number;
  countries: number;
  uptimePercent: number;
  communityMembers: number;
  fundUsd: number;
};

export const figures: Figures = {
  gpus: 435_000,
  capacityUsd: 400_000_000,
  countries: 93,
  uptimePercent: 99.99,
  communityMembers: 45_000,
  fundUsd: 100_000_000,
};

const grouped = (n: number) => new Intl.NumberFormat("en-US").format(n); // 435,000
const compact = (n: number) => new Intl.NumberFormat("en-US", { notation: "compact" }).format(n); // 435K, 100M
const long = (n: number) => new Intl.NumberFormat("en-US", { notation: "compact", compactDisplay: "long" }).format(n); // 100 million
const capitalized = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Every spelling of the figures the site shows; exported so a test can derive them from other figures. */
export function deriveStats(f: Figures) {
  const stats = {
    gpus: { value: `${grouped(f.gpus)}+`, label: "Enterprise GPUs" },
    gpusShort: { value: `${compact(f.gpus)}+`, label: "Enterprise GPUs" },
    capacity: { value: `$${compact(f.capacityUsd).toLowerCase()}`, label: "Compute capacity" },
    countries: { value: grouped(f.countries), label: "Countries" },
    uptime: { value: `${f.uptimePercent}%`, label: "Uptime" },
    community: { value: `${compact(f.communityMembers)}+`, label: "Community members" },
    fund: { value: `$${capitalized(long(f.fundUsd))}`, label: "Ecosystem Fund" },
    fundShort: { value: `$${compact(f.fundUsd)}`, label: "Total fund size" },
  } satisfies Record<string, Stat>;

  /** Prose forms of the same claims, for sentences. */
  const claims = {
    /** "435,000+ enterprise GPUs" */
    gpus: `${stats.gpus.value} enterprise GPUs`,
    /** "93 countries" */
    countries: `${stats.countries.value} countries`,
    /** "99.99% uptime" */
    uptime: `${stats.uptime.value} uptime`,
    /** "45K+ community members" */
    community: `${stats.community.value} community members`,
    /** "over $400m of compute capacity" */
    capacity: `over ${stats.capacity.value} of compute capacity`,
    /** "$100 million", mid-sentence */
    fundAmount: `$${long(f.fundUsd)}`,
    /** "$100 Million Ecosystem Fund" */
    fund: `${stats.fund.value} Ecosystem Fund`,
    fundToken: "paid in PING on the Sui network",
  } as const;

  return { stats, claims };
}

export const { stats, claims } = deriveStats(figures);
