/**
 * The funding ranges (spec section 9), defined once: the /ecosystem-fund page (fund.ts) and the fund form's
 * select (src/forms/options.ts) both read this list. `value` is the spec's funding_amount
 * enumeration (stored in the database); `label` is shown word for word.
 */
export const fundingRanges = [
  { value: "50k-100k", label: "$50K-$100K" },
  { value: "100k-250k", label: "$100K-$250K" },
  { value: "250k-500k", label: "$250K-$500K" },
  { value: "500k-1m", label: "$500K-$1M" },
  { value: "1m+", label: "$1M+" },
] as const;
