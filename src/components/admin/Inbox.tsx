/**
 * The inbox at /admin: the leads of all five forms, newest first (GET /api/admin/leads, 50 a page,
 * "Load more" for the next page), filtered by form and status and searched on the server. The
 * filter lives in the address (`?form=&status=&q=`): the view is linkable and Back undoes a
 * filter. Export downloads the current filter; erasure starts here too.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import {
  countNewer,
  exportSelected,
  exportUrl,
  fetchLeads,
  filterQuery,
  isAdmin,
  queryKeys,
  setStatuses,
  STATUSES,
  type InboxFilter,
  type InboxLead,
  type LeadStatus,
  type Operator,
} from "./api.ts";
import { useNavigate } from "./navigation.tsx";
import { EraseButton } from "./Erase.tsx";
import { FORM_NAMES, isFormSlug, StatusBadge, Time } from "./format.tsx";
import { AppLink } from "./navigation.tsx";
import { SignOutButton } from "./SignOutButton.tsx";
import { Alert } from "../ui/Alert.tsx";
import { Button, buttonClass } from "./Button.tsx";
import { controlClass, labelClass } from "../ui/control.ts";
import { Status } from "../ui/Status.tsx";
import { View } from "./View.tsx";

/** How often the inbox asks whether new leads arrived. */
const NEW_LEADS_POLL_MS = 15_000;

/** The keyboard shortcuts, as the "?" dialog lists them (each also reachable without them). */
export const SHORTCUTS: [string, string][] = [
  ["j / k", "Next / previous lead"],
  ["Enter or o", "Open the current lead"],
  ["x", "Select or unselect the current lead"],
  ["1 2 3 4", "Status new, in review, contacted, archived (the selection, else the current lead)"],
  ["s", "Mark as spam (the selection, else the current lead)"],
  ["/", "Search"],
  ["?", "This list"],
];
const STATUS_KEYS: Record<string, LeadStatus> = { "1": "new", "2": "in review", "3": "contacted", "4": "archived", s: "spam" };

const keyOf = (lead: Pick<InboxLead, "form" | "id">) => `${lead.form}:${lead.id}`;

/** Typing in a field: shortcuts stay out of the way. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/** Waits this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 300;

/** The filter of a query string; unknown forms and statuses are ignored. */
export function parseFilter(search: string): InboxFilter {
  const params = new URLSearchParams(search);
  const form = params.get("form") ?? "";
  const status = params.get("status") ?? "";
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(params.get(name) ?? "") ? params.get(name)! : "");
  return {
    form: isFormSlug(form) ? form : "",
    status: (STATUSES as readonly string[]).includes(status) ? (status as InboxFilter["status"]) : "",
    q: (params.get("q") ?? "").trim(),
    order: params.get("order") === "asc" ? "asc" : "",
    from: day("from"),
    to: day("to"),
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
  const filtered = Boolean(filter.form || filter.status || filter.q || filter.from || filter.to);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [current, setCurrent] = useState(-1);
  const [bulkStatus, setBulkStatus] = useState<LeadStatus>("in review");
  const [done, setDone] = useState("");
  const help = useRef<HTMLDialogElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // A new filter: a new list, nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every filter change
  useEffect(() => {
    setSelected(new Set());
    setCurrent(-1);
  }, [filter]);
  const toggle = useCallback((key: string) => {
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const bulk = useMutation({
    mutationFn: ({ keys, status }: { keys: string[]; status: LeadStatus }) =>
      setStatuses(
        rows.filter((r) => keys.includes(keyOf(r))).map((r) => ({ form: r.form, id: r.id })),
        status,
      ),
    onSuccess: (answer, { status }) => {
      setDone(`${answer.changed} lead${answer.changed === 1 ? "" : "s"} set to ${status}.`);
      setSelected(new Set());
      void client.invalidateQueries({ queryKey: queryKeys.leads });
    },
  });
  const targets = () => (selected.size ? [...selected] : rows[current] ? [keyOf(rows[current]!)] : []);
  const focusRow = (i: number) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`[data-lead-row="${i}"]`)];
    links.find((a) => a.offsetParent !== null)?.focus();
  };
  // Keyboard triage: ignored while typing in a field, with a modifier, or while a dialog is open.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || document.querySelector("dialog[open]")) return;
      const k = e.key;
      if (k === "j" || k === "k") {
        const next = Math.min(rows.length - 1, Math.max(0, current + (k === "j" ? 1 : -1)));
        if (rows.length === 0) return;
        setCurrent(next);
        focusRow(next);
      } else if (k === "o" || (k === "Enter" && !(e.target instanceof HTMLAnchorElement || e.target instanceof HTMLButtonElement))) {
        const lead = rows[current];
        if (lead) navigate(leadHref(lead.form, lead.id));
      } else if (k === "x") {
        const lead = rows[current];
        if (lead) toggle(keyOf(lead));
      } else if (k in STATUS_KEYS) {
        const keys = targets();
        if (keys.length) bulk.mutate({ keys, status: STATUS_KEYS[k]! });
      } else if (k === "/") {
        searchBox.current?.focus();
      } else if (k === "?") {
        help.current?.showModal();
      } else return;
      e.preventDefault();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  });
  // New leads without reloading: a light count of those newer than the newest shown.
  const newest = filter.order !== "asc" ? rows[0] : undefined;
  const cursor = newest ? `${newest.created_at}_${newest.id}` : null;
  const newer = useQuery({
    queryKey: ["admin", "leads", "newer", filter, cursor],
    queryFn: () => countNewer(filter, cursor!),
    enabled: cursor !== null,
    refetchInterval: NEW_LEADS_POLL_MS,
  });
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
          {isAdmin(operator) && (
            <AppLink href="/admin/operators" className="text-accent underline">
              Operators and audit log
            </AppLink>
          )}
          <AppLink href="/admin/account" className="text-sm text-accent underline underline-offset-4">
            Your account
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
            ref={searchBox}
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
            {Object.entries(FORM_NAMES)
              .filter(([slug]) => !operator.forms || operator.forms.includes(slug as keyof typeof FORM_NAMES))
              .map(([slug, name]) => (
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

      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-order`} className={labelClass}>
            Sort
          </label>
          <select
            id={`${id}-order`}
            value={filter.order ?? ""}
            onChange={(e) => onFilter({ ...filter, order: e.target.value === "asc" ? "asc" : "" })}
            className={controlClass}
          >
            <option value="">Newest first</option>
            <option value="asc">Oldest first</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-from`} className={labelClass}>
            Received from
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from ?? ""}
            onChange={(e) => onFilter({ ...filter, from: e.target.value })}
            className={controlClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-to`} className={labelClass}>
            Received to
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to ?? ""}
            onChange={(e) => onFilter({ ...filter, to: e.target.value })}
            className={controlClass}
          />
        </div>
      </div>

      {selected.size > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of the bulk actions
        <div
          role="group"
          aria-label="Bulk actions"
          className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-accent/60 bg-surface p-3"
        >
          <p className="text-sm font-medium">{`${selected.size} selected`}</p>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-bulk`} className={labelClass}>
              New status
            </label>
            <select
              id={`${id}-bulk`}
              value={bulkStatus}
              onChange={(e) => setBulkStatus(e.target.value as LeadStatus)}
              className={controlClass}
            >
              {STATUSES.map((st) => (
                <option key={st} value={st}>
                  {st}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={() => bulk.mutate({ keys: [...selected], status: bulkStatus })} disabled={bulk.isPending}>
            Set status
          </Button>
          <Button variant="danger" onClick={() => bulk.mutate({ keys: [...selected], status: "spam" })} disabled={bulk.isPending}>
            Mark as spam
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void exportSelected(
                rows.filter((r) => selected.has(keyOf(r))).map((r) => ({ form: r.form, id: r.id })),
                "csv",
              )
            }
          >
            Export selected (CSV)
          </Button>
          <Button variant="secondary" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}
      {bulk.isError && <Alert>{bulk.error.message}</Alert>}
      {done && <Status className="mb-2">{done}</Status>}
      {(newer.data ?? 0) > 0 && (
        <div className="mb-3">
          <Button variant="secondary" onClick={() => void leads.refetch()}>
            {`${newer.data} new lead${newer.data === 1 ? "" : "s"}: show`}
          </Button>
        </div>
      )}

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => help.current?.showModal()} aria-haspopup="dialog">
          Keyboard shortcuts
        </Button>
        <a className={buttonClass("secondary")} href={exportUrl(filter, "csv")} download>
          Export CSV
        </a>
        <a className={buttonClass("secondary")} href={exportUrl(filter, "json")} download>
          Export JSON
        </a>
        {filtered && (
          <Button variant="secondary" onClick={() => onFilter({ form: "", status: "", q: "", order: filter.order })}>
            Clear filters
          </Button>
        )}
        {isAdmin(operator) && <EraseButton label="Erase everything for an e-mail address" className="sm:ml-auto" />}
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
            {rows.map((lead, i) => (
              <li key={`${lead.form}:${lead.id}`} className="rounded-2xl border border-border bg-surface p-4 focus-within:border-accent">
                <div className="mb-1 flex items-start justify-between gap-3">
                  <input
                    type="checkbox"
                    className="mt-1"
                    aria-label={`Select ${lead.name || "(no name)"}, ${FORM_NAMES[lead.form] ?? lead.form}`}
                    checked={selected.has(keyOf(lead))}
                    onChange={() => toggle(keyOf(lead))}
                  />
                  <AppLink
                    href={leadHref(lead.form, lead.id)}
                    data-lead-row={i}
                    onFocus={() => setCurrent(i)}
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
                  <th scope="col" className="px-4 py-3 font-medium">
                    <input
                      type="checkbox"
                      aria-label="Select every lead shown"
                      checked={rows.length > 0 && rows.every((r) => selected.has(keyOf(r)))}
                      onChange={(e) => setSelected(e.target.checked ? new Set(rows.map(keyOf)) : new Set())}
                    />
                  </th>
                  {["Form", "Name", "E-mail", "Company", "Status", "Received", "Source"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((lead, i) => (
                  <tr
                    key={`${lead.form}:${lead.id}`}
                    aria-current={i === current ? "true" : undefined}
                    className={`border-b border-border/60 last:border-0 hover:bg-surface-2 focus-within:bg-surface-2 ${i === current ? "bg-surface-2" : ""}`}
                  >
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        aria-label={`Select ${lead.name || "(no name)"}, ${FORM_NAMES[lead.form] ?? lead.form}`}
                        checked={selected.has(keyOf(lead))}
                        onChange={() => toggle(keyOf(lead))}
                      />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{FORM_NAMES[lead.form] ?? lead.form}</td>
                    <td className="px-4 py-3">
                      <AppLink
                        href={leadHref(lead.form, lead.id)}
                        data-lead-row={i}
                        onFocus={() => setCurrent(i)}
                        className="font-medium text-accent underline-offset-4 hover:underline"
                      >
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
                    <td colSpan={8} className="px-4 py-6 text-center text-muted">
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
      <dialog
        ref={help}
        aria-labelledby={`${id}-keys`}
        className="m-auto max-w-md rounded-2xl border border-border bg-surface p-6 text-fg backdrop:bg-black/60"
      >
        <h2 id={`${id}-keys`} className="mb-4 font-display text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border border-border px-1.5 font-mono">{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-muted">Shortcuts do nothing while you type in a field.</p>
        <form method="dialog" className="mt-4">
          <Button type="submit" variant="secondary">
            Close
          </Button>
        </form>
      </dialog>
    </View>
  );
}
