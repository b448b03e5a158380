/**
 * The network's displayed claims (spec sections 1 and 9), shared by every page that shows them.
 * Change a number here and it changes everywhere.
 */
export type Stat = { value: string; label: string };

export const stats = {
  gpus: { value: "435,000+", label: "Enterprise GPUs" },
  gpusShort: { value: "435K+", label: "Enterprise GPUs" },
  capacity: { value: "$400m", label: "Compute capacity" },
  countries: { value: "93", label: "Countries" },
  uptime: { value: "99.99%", label: "Uptime" },
  community: { value: "45K+", label: "Community members" },
  fund: { value: "$100 Million", label: "Ecosystem Fund" },
} as const satisfies Record<string, Stat>;

/** Prose forms of the same claims, for sentences. */
export const claims = {
  capacity: "over $400m of compute capacity",
  fund: "$100 Million Ecosystem Fund",
  fundToken: "paid in PING on the Sui network",
} as const;
