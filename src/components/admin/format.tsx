/** How the admin views name forms and statuses and show times (one place for each). */
import type { FormSlug, LeadStatus } from "./api.ts";

/**
 * How the inbox names each form, by slug, in the site's order. The page (admin.astro) reads them
 * from the form definitions at build time and AdminApp sets them here before its first view, so
 * the browser never loads the definitions.
 */
export const FORM_NAMES = {} as Record<FormSlug, string>;

export const setFormNames = (names: Readonly<Record<FormSlug, string>>) => void Object.assign(FORM_NAMES, names);

export const isFormSlug = (value: string): value is FormSlug => Object.hasOwn(FORM_NAMES, value);

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A time as the operator's locale writes it, machine-readable in `dateTime`. */
export function Time({ at }: { at: string }) {
  const date = new Date(at);
  return <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : dateTime.format(date)}</time>;
}

const STATUS_TONE: Record<LeadStatus, string> = {
  new: "border-accent/70",
  "in review": "border-accent-2/70",
  contacted: "border-success/70",
  archived: "border-border",
  spam: "border-danger/70",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs whitespace-nowrap text-fg ${STATUS_TONE[status] ?? "border-border"}`}
    >
      {status}
    </span>
  );
}
