/**
 * The inbox at /admin: the leads of all five forms, newest first (GET /api/admin/leads, 50 a page,
 * "Load more" for the next page), filtered by form and status and searched on the server. The
 * filter lives in the address (`?form=&status=&q=`): the view is linkable and Back undoes a
 * filter. Export downloads the current filter; erasure starts here too.
 */
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { exportUrl, fetchLeads, filterQuery, queryKeys, STATUSES, type InboxFilter, type Operator } from "./api.ts";
import { EraseButton } from "./Erase.tsx";
import { FORM_NAMES, isFormSlug, StatusBadge, Time } from "./format.tsx";
import { AppLink } from "./navigation.tsx";
import { SignOutButton } from "./SignOutButton.tsx";
import { Alert, Button, buttonClass, controlClass, labelClass, Status, View } from "./ui.tsx";

/** Waits this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** The filter of a query string; unknown forms and statuses are ignored. */
export function parseFilter(search: string): InboxFilter {
  const params = new URLSearchParams(search);
  const form = params.get("form") ?? "";
  const status = params.get("status") ?? "";
  return {
    form: isFormSlug(form) ? form : "",
    status: (STATUSES as readonly string[]).includes(status) ? (status as InboxFilter["status"]) : "",
    q: (params.get("q") ?? "").trim(),
  };
}

export const inboxHref = (filter: InboxFilter) => `/admin${filterQuery(filter)}`;

export const leadHref = (form: string, id: string) => `/admin/leads/${encodeURIComponent(form)}/${encodeURIComponent(id)}`;

const count = (n: number | undefined) => (n === undefined ? "" : ` (${n})`);

type Props = { operator: Operator; onSignedOut: () => void; filter: InboxFilter; onFilter: (filter: InboxFilter) => void };

export function Inbox({ operator, onSignedOut, filter, onFilter }: Props) {
  const id = useId();
  const [text, setText] = useState(filter.q);
  // The address changed (Back, a link): the box shows its search.
  useEffect(() => setText((t) => (t.trim() === filter.q ? t : filter.q)), [filter.q]);
  useEffect(() => {
    if (text.trim() === filter.q) return;
    const timer = setTimeout(() => onFilter({ ...filter, q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter, onFilter]);
  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== filter.q) onFilter({ ...filter, q: text.trim() });
  };

  const leads = useInfiniteQuery({
    queryKey: queryKeys.list(filter),
    queryFn: ({ pageParam }) => fetchLeads(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData, // the old rows stay while a new search runs
  });
  const rows = useMemo(() => leads.data?.pages.flatMap((p) => p.leads) ?? [], [leads.data]);
  // Faceted counts: per form under the status and search filters, per status under the form and
  // search filters, `total` under all three (so "All forms" is the sum of the forms).
  const counts = leads.data?.pages[0]?.counts;
  const sum = (by: Record<string, number> | undefined) => (by ? Object.values(by).reduce((a, b) => a + b, 0) : undefined);
  const filtered = Boolean(filter.form || filter.status || filter.q);
  const updating = leads.isPlaceholderData;
  const empty = filtered ? "No lead matches this filter." : "No leads yet.";

  return (
    <View
      title="Inbox"
      wide
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <AppLink href="/admin/insights" className="text-sm text-accent underline underline-offset-4">
            Insights
          </AppLink>
          <SignOutButton operator={operator} onSignedOut={onSignedOut} />
        </div>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself (the ARIA pattern); <search> would wrap the form in one more element */}
        <form role="search" onSubmit={searchNow} className="space-y-1.5">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={controlClass}
            placeholder="Name, e-mail, company or message"
            autoComplete="off"
            maxLength={200}
          />
        </form>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-form`} className={labelClass}>
            Form
          </label>
          <select
            id={`${id}-form`}
            value={filter.form}
            onChange={(e) => onFilter({ ...filter, form: e.target.value as InboxFilter["form"] })}
            className={controlClass}
          >
            <option value="">All forms{count(sum(counts?.byForm))}</option>
            {Object.entries(FORM_NAMES).map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
                {count(counts?.byForm[slug as keyof typeof FORM_NAMES] ?? (counts ? 0 : undefined))}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-status`} className={labelClass}>
            Status
          </label>
          <select
            id={`${id}-status`}
            value={filter.status}
            onChange={(e) => onFilter({ ...filter, status: e.target.value as InboxFilter["status"] })}
            className={controlClass}
          >
            <option value="">All statuses{count(sum(counts?.byStatus))}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
                {count(counts?.byStatus[s] ?? (counts ? 0 : undefined))}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <a className={buttonClass("secondary")} href={exportUrl(filter, "csv")} download>
          Export CSV
        </a>
        <a className={buttonClass("secondary")} href={exportUrl(filter, "json")} download>
          Export JSON
        </a>
        {filtered && (
          <Button variant="secondary" onClick={() => onFilter({ form: "", status: "", q: "" })}>
            Clear filters
          </Button>
        )}
        <EraseButton label="Erase everything for an e-mail address" className="sm:ml-auto" />
      </div>

      <Status className="mb-2">
        {leads.isPending
          ? "Loading leads…"
          : updating
            ? "Searching…"
            : leads.data
              ? counts
                ? `${rows.length} of ${counts.total} lead${counts.total === 1 ? "" : "s"} shown.`
                : `${rows.length} lead${rows.length === 1 ? "" : "s"} shown.`
              : ""}
      </Status>
      {leads.isError && <Alert>{leads.error.message}</Alert>}
      {leads.data && (
        <>
          {/* On a phone, one card per lead; from 640 px, the table. */}
          <ul aria-label="Leads, newest first" className={`space-y-3 sm:hidden ${updating ? "opacity-70" : ""}`}>
            {rows.map((lead) => (
              <li key={`${lead.form}:${lead.id}`} className="rounded-2xl border border-border bg-surface p-4 focus-within:border-accent">
                <div className="mb-1 flex items-start justify-between gap-3">
                  <AppLink
                    href={leadHref(lead.form, lead.id)}
                    className="min-w-0 font-medium text-accent underline-offset-4 hover:underline"
                  >
                    <bdi>{lead.name || "(no name)"}</bdi>
                  </AppLink>
                  <StatusBadge status={lead.status} />
                </div>
                <p className="text-sm">
                  <bdi>{lead.email}</bdi>
                </p>
                <p className="mt-1 text-xs text-muted">
                  {[FORM_NAMES[lead.form] ?? lead.form, lead.company, lead.source].filter(Boolean).map((part, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's parts in a fixed order; two parts may hold the same text
                    <span key={i}>
                      <bdi>{part}</bdi>
                      {" · "}
                    </span>
                  ))}
                  <Time at={lead.created_at} />
                </p>
              </li>
            ))}
            {rows.length === 0 && <li className="rounded-2xl border border-border bg-surface p-4 text-center text-muted">{empty}</li>}
          </ul>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled scroll container, not a section of the page outline */}
          <div
            role="region"
            aria-labelledby={`${id}-caption`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table's region must take keyboard focus to scroll (WCAG 2.1.1; axe scrollable-region-focusable)
            tabIndex={0}
            className={`hidden overflow-x-auto rounded-2xl border border-border bg-surface sm:block ${updating ? "opacity-70" : ""}`}
          >
            <table className="w-full min-w-[52rem] text-left text-sm">
              <caption id={`${id}-caption`} className="sr-only">
                Leads, newest first
              </caption>
              <thead className="border-b border-border text-muted">
                <tr>
                  {["Form", "Name", "E-mail", "Company", "Status", "Received", "Source"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((lead) => (
                  <tr
                    key={`${lead.form}:${lead.id}`}
                    className="border-b border-border/60 last:border-0 hover:bg-surface-2 focus-within:bg-surface-2"
                  >
                    <td className="px-4 py-3 whitespace-nowrap">{FORM_NAMES[lead.form] ?? lead.form}</td>
                    <td className="px-4 py-3">
                      <AppLink href={leadHref(lead.form, lead.id)} className="font-medium text-accent underline-offset-4 hover:underline">
                        <bdi>{lead.name || "(no name)"}</bdi>
                      </AppLink>
                    </td>
                    <td className="px-4 py-3">
                      <bdi>{lead.email}</bdi>
                    </td>
                    <td className="px-4 py-3">
                      <bdi>{lead.company ?? ""}</bdi>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={lead.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Time at={lead.created_at} />
                    </td>
                    <td className="px-4 py-3">
                      <bdi>{lead.source ?? ""}</bdi>
                    </td>
                  </tr>
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={7} className="px-4 py-6 text-center text-muted">
                      {empty}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            {leads.hasNextPage && (
              <Button variant="secondary" onClick={() => leads.fetchNextPage()} disabled={leads.isFetchingNextPage}>
                {leads.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            )}
          </div>
        </>
      )}
    </View>
  );
}
