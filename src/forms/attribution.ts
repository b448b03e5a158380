/**
 * Attribution of a lead: where the visit came from. The browser keeps it in
 * sessionStorage from the visit's first page (an inline script of BaseLayout) and sends it with a
 * submission as optional fields; the server sanitises it (splitAttribution) and stores it beside
 * the lead. Without JavaScript, a plain form post records the form's page as landing_path.
 * Zod-free: the browser imports this module.
 */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const ATTRIBUTION_FIELDS = [...UTM_FIELDS, "referrer_host", "landing_path"] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** Longest value kept per field (longer values are cut). */
export const ATTRIBUTION_MAX_LENGTH: Record<AttributionField, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  referrer_host: 253,
  landing_path: 500,
};

/** What a lead sent through the MCP server (/mcp) records as its attribution. */
export const MCP_ATTRIBUTION: Attribution = { utm_medium: "mcp", landing_path: "/mcp" };

export const ATTRIBUTION_STORAGE_KEY = "nirvana.attribution";

export const ATTRIBUTION_DESCRIPTIONS: Record<AttributionField, string> = {
  utm_source: "Optional. utm_source of the visit's first page (at most 200 characters).",
  utm_medium: "Optional. utm_medium of the visit's first page (at most 200 characters).",
  utm_campaign: "Optional. utm_campaign of the visit's first page (at most 200 characters).",
  utm_term: "Optional. utm_term of the visit's first page (at most 200 characters).",
  utm_content: "Optional. utm_content of the visit's first page (at most 200 characters).",
  referrer_host: "Optional. Host name of the site that referred the visit (another site only).",
  landing_path: "Optional. Path of the visit's first page on this site, starting with /.",
};

const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();

/** One value as stored, or null when it is not acceptable (dropped, never an error for the visitor). */
export function sanitizeAttribution(field: AttributionField, value: unknown): string | null {
  if (typeof value !== "string") return null;
  let v = clean(value);
  if (field === "referrer_host") {
    v = v.toLowerCase();
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(v)) return null;
  }
  if (field === "landing_path") {
    v = v.split(/[?#]/)[0]!;
    if (!v.startsWith("/") || v.startsWith("//")) return null;
  }
  v = v.slice(0, ATTRIBUTION_MAX_LENGTH[field]);
  return v === "" ? null : v;
}

/** Takes the attribution fields out of a submission: the rest is validated by the form's schema. */
export function splitAttribution(input: Record<string, unknown>): { attribution: Attribution; rest: Record<string, unknown> } {
  if (!ATTRIBUTION_FIELDS.some((f) => Object.hasOwn(input, f))) return { attribution: {}, rest: input };
  const rest: Record<string, unknown> = {};
  const attribution: Attribution = {};
  for (const [k, v] of Object.entries(input)) {
    if ((ATTRIBUTION_FIELDS as readonly string[]).includes(k)) {
      const kept = sanitizeAttribution(k as AttributionField, v);
      if (kept !== null) attribution[k as AttributionField] = kept;
    } else rest[k] = v;
  }
  return { attribution, rest };
}

/** What this browser session captured (empty without sessionStorage or before capture). */
export function storedAttribution(storage: Pick<Storage, "getItem"> | undefined = globalThis.sessionStorage): Attribution {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return {};
    const out: Attribution = {};
    for (const f of ATTRIBUTION_FIELDS) {
      const v = sanitizeAttribution(f, (parsed as Record<string, unknown>)[f]);
      if (v !== null) out[f] = v;
    }
    return out;
  } catch {
    return {};
  }
}
