/** The spec's fixed option lists (section 3, "Enumerations"), with the labels the selects show. */
import { fundingRanges } from "../content/funding-ranges.ts";
import type { FieldOption } from "./shapes.ts";

export const categoryOptions = [
  { value: "ai-ml", label: "AI & Machine Learning" },
  { value: "gaming", label: "Gaming & Metaverse" },
  { value: "infrastructure", label: "Infrastructure" },
  { value: "defi", label: "DeFi" },
  { value: "other", label: "Other" },
] as const satisfies readonly FieldOption[];

/** The funding ranges, defined once in the fund's content (src/content/funding-ranges.ts): the fund form's select offers them. */
export const fundingAmountOptions = fundingRanges satisfies readonly FieldOption[];

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
export function optionValues<const T extends readonly [FieldOption, ...FieldOption[]]>(
  options: T,
): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
}
