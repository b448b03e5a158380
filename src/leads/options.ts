/** The spec's fixed option lists (section 3, "Enumerations"), with the labels the selects show. */
import type { FieldOption } from "./types.ts";

export const categoryOptions = [
  { value: "ai-ml", label: "AI & Machine Learning" },
  { value: "gaming", label: "Gaming & Metaverse" },
  { value: "infrastructure", label: "Infrastructure" },
  { value: "defi", label: "DeFi" },
  { value: "other", label: "Other" },
] as const satisfies readonly FieldOption[];

/**
 * The funding ranges (spec section 9), defined once: the fund form's select and the
 * /ecosystem-fund page (src/content/fund.ts) both read this list. `value` is the spec's
 * funding_amount enumeration (stored in the database); `label` is shown word for word.
 */
export const fundingAmountOptions = [
  { value: "50k-100k", label: "$50K-$100K" },
  { value: "100k-250k", label: "$100K-$250K" },
  { value: "250k-500k", label: "$250K-$500K" },
  { value: "500k-1m", label: "$500K-$1M" },
  { value: "1m+", label: "$1M+" },
] as const satisfies readonly FieldOption[];

export const gpuSetupOptions = [
  { value: "datacenter", label: "Data Center" },
  { value: "cloud", label: "Cloud Provider" },
  { value: "onprem", label: "On-Premises" },
  { value: "hybrid", label: "Hybrid" },
  { value: "other", label: "Other" },
] as const satisfies readonly FieldOption[];

/** The values of an option list as prose, for field descriptions: "a, b or c". */
export function valuesInProse(options: readonly FieldOption[]): string {
  const values = options.map((o) => o.value);
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}` : (values[0] ?? "");
}

/** The values of an option list, as the non-empty tuple z.enum wants. */
export function optionValues<const T extends readonly [FieldOption, ...FieldOption[]]>(options: T): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
}
