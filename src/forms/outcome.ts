/**
 * The no-JavaScript round trip. A plain HTML form post (form-urlencoded with Accept: text/html)
 * is answered 303 See Other back to the form's page:
 *
 *   success:  /contact?submitted=contact#contact-submitted
 *   failure:  /contact?error=contact&reason=invalid&fields=email,name#contact-error
 *
 * `reason` is one of OutcomeReason; `fields` (only for "invalid") lists the rejected fields.
 * The page's form component:
 * - renders, inside the server-rendered HTML, two hidden notices with the ids
 *   outcomeAnchors(slug).submitted / .error (shown by CSS `:target`, e.g. Tailwind
 *   `hidden target:block`), so the outcome shows even without JavaScript;
 * - once hydrated, calls readOutcome(location.search, slug) and shows the spec's toast (and
 *   marks `fields`), then may remove the query with history.replaceState.
 * The typed input cannot come back after a no-JS failure (nothing personal goes in the URL).
 */
import type { FormSlug } from "./types.ts";

export type OutcomeReason = "invalid" | "rate_limited" | "too_large" | "bad_request" | "server";

export type Outcome = { status: "submitted" } | { status: "error"; reason: OutcomeReason; fields: string[] };

const reasons: readonly OutcomeReason[] = ["invalid", "rate_limited", "too_large", "bad_request", "server"];

export function outcomeAnchors(slug: FormSlug): { submitted: string; error: string } {
  return { submitted: `${slug}-submitted`, error: `${slug}-error` };
}

export function successLocation(pagePath: string, slug: FormSlug): string {
  return `${pagePath}?submitted=${slug}#${outcomeAnchors(slug).submitted}`;
}

export function errorLocation(pagePath: string, slug: FormSlug, reason: OutcomeReason, fields: string[] = []): string {
  const query = new URLSearchParams({ error: slug, reason });
  const names = fields.filter((f) => /^[a-z_]{1,64}$/.test(f));
  let search = query.toString();
  if (names.length > 0) search += `&fields=${names.join(",")}`;
  return `${pagePath}?${search}#${outcomeAnchors(slug).error}`;
}

/** Reads the outcome of a no-JS post for one form from `location.search`; null when none. */
export function readOutcome(search: string, slug: FormSlug): Outcome | null {
  const params = new URLSearchParams(search);
  if (params.get("submitted") === slug) return { status: "submitted" };
  if (params.get("error") !== slug) return null;
  const raw = params.get("reason") ?? "";
  const reason = (reasons as readonly string[]).includes(raw) ? (raw as OutcomeReason) : "server";
  const fields = (params.get("fields") ?? "").split(",").filter((f) => f !== "");
  return { status: "error", reason, fields };
}
