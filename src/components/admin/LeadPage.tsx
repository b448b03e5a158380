/**
 * A lead's page at /admin/leads/<form>/<id> (GET /api/admin/leads/<form>/<id>): every field as the
 * visitor sent it, attribution, status (with "Not spam"), notes, the delivery log with "Resend"
 * per destination, the history, and erasure of the lead's address. Changes go through mutations
 * that refresh this lead and the inbox's lists.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import {
  addNote,
  ApiError,
  fetchLead,
  isAdmin,
  queryKeys,
  resend,
  setStatus,
  STATUSES,
  type FieldValue,
  type LeadDetail,
  type LeadStatus,
  type Operator,
  type OperatorRef,
} from "./api.ts";
import { ERASE_TITLE, EraseButton } from "./Erase.tsx";
import { FORM_NAMES, StatusBadge, Time } from "./format.tsx";
import { AppLink, useNavigate } from "./navigation.tsx";
import { SignOutButton } from "./SignOutButton.tsx";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { controlClass, labelClass } from "../ui/control.ts";
import { Section } from "./Section.tsx";
import { Status } from "../ui/Status.tsx";
import { View } from "./View.tsx";

/** http(s) addresses in a text (what becomes a link; nothing else does). */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

/** A text with its http(s) URLs as links that open in a new tab without giving it this page. */
export function Linkified({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const url = m[0].replace(/[.,;:!?)\]]+$/, ""); // trailing punctuation ends a sentence, not the URL
    parts.push(text.slice(last, m.index), { url });
    last = m.index + url.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === "string" ? (
          p
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text in their order; a link may repeat
          <a key={i} href={p.url} target="_blank" rel="noopener noreferrer" className="break-all text-accent underline underline-offset-2">
            {p.url}
          </a>
        ),
      )}
    </>
  );
}

/** The fields that hold an e-mail address or a phone number (the forms' names for them). */
const EMAIL_FIELDS = new Set(["email", "company_email"]);
const PHONE_FIELDS = new Set(["phone"]);

function Value({ value, name, formName }: { value: FieldValue; name?: string; formName?: string }) {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return <span className="text-muted">Not given</span>;
  if (typeof value === "string" && name && EMAIL_FIELDS.has(name))
    return (
      <a
        className="text-accent underline underline-offset-4"
        href={`mailto:${encodeURIComponent(value.trim()).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Your ${formName ?? ""} request`.replace(/\s+/g, " "))}`}
      >
        <bdi>{value}</bdi>
      </a>
    );
  if (typeof value === "string" && name && PHONE_FIELDS.has(name))
    return (
      <a className="text-accent underline underline-offset-4" href={`tel:${value.replace(/[^\d+]/g, "")}`}>
        <bdi>{value}</bdi>
      </a>
    );
  if (typeof value === "boolean") return <>{value ? "Yes" : "No"}</>;
  if (Array.isArray(value)) return <>{value.join(", ")}</>;
  return <Linkified text={String(value)} />;
}

const ATTRIBUTION: [keyof LeadDetail["lead"]["attribution"], string][] = [
  ["utm_source", "Source"],
  ["utm_medium", "Medium"],
  ["utm_campaign", "Campaign"],
  ["utm_term", "Term"],
  ["utm_content", "Content"],
  ["referrer_host", "Referrer"],
  ["landing_path", "Landing page"],
];

const dlClass = "grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,14rem)_1fr]";
const dtClass = "text-sm font-medium text-muted";
const ddClass = "min-w-0 whitespace-pre-wrap break-words text-sm text-fg";

/** A history entry in words: "status new → contacted", "added a note", "resent to Webhook to …". */
function describe(entry: LeadDetail["history"][number], deliveries: LeadDetail["deliveries"]): string {
  const detail = typeof entry.detail === "string" ? entry.detail : entry.detail == null ? "" : JSON.stringify(entry.detail);
  if (entry.action === "status") return `status ${detail}`;
  if (entry.action === "note") return "added a note";
  if (entry.action === "resend") return `resent to ${deliveries.find((d) => d.destination === detail)?.label ?? detail}`;
  return detail ? `${entry.action}: ${detail}` : entry.action;
}

/** The sender's name and address, from the columns the five forms use for them. */
function whoSent(fields: LeadDetail["lead"]["fields"]): { name: string; email: string } {
  const v = (name: string) => {
    const value = fields.find((f) => f.name === name)?.value;
    return typeof value === "string" ? value.trim() : "";
  };
  const name = v("full_name") || v("name") || v("founder_name") || [v("first_name"), v("last_name")].filter(Boolean).join(" ");
  return { name, email: v("email") || v("company_email") };
}

/** Who did it: an operator, or (null) someone on the server's command line. */
const who = (operator: OperatorRef | null) => operator?.email ?? "Command line";

type Props = { form: string; id: string; backTo: string; operator: Operator; onSignedOut: () => void };

export function LeadPage({ form, id, backTo, operator, onSignedOut }: Props) {
  const navigate = useNavigate();
  const lead = useQuery({
    queryKey: queryKeys.lead(form, id),
    queryFn: () => fetchLead(form, id),
    // While a delivery waits for its (next) attempt, its log is fetched again every few seconds.
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === "pending" || d.status === "failed") ? 3_000 : false),
  });
  const back = (
    <AppLink href={backTo} className="text-sm text-accent underline-offset-4 hover:underline">
      ← Back to inbox
    </AppLink>
  );
  const actions = <SignOutButton operator={operator} onSignedOut={onSignedOut} />;
  if (lead.isPending) {
    return (
      <View title="Lead" wide actions={actions}>
        <Status>Loading the lead…</Status>
      </View>
    );
  }
  if (lead.isError) {
    const missing = lead.error instanceof ApiError && lead.error.status === 404;
    return (
      <View title={missing ? "Lead not found" : "Lead"} wide actions={actions}>
        <div className="space-y-4">
          {missing ? (
            <p className="text-muted">There is no such lead: it was erased, or the address is wrong.</p>
          ) : (
            <Alert>{lead.error.message}</Alert>
          )}
          {back}
        </div>
      </View>
    );
  }
  const { lead: l, notes, deliveries, history } = lead.data;
  const { name, email } = whoSent(l.fields);
  return (
    <View title={name || "Lead"} wide actions={actions}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          {back}
          <span>{FORM_NAMES[l.form] ?? l.form}</span>
          <span>
            Received <Time at={l.created_at} />
          </span>
          <StatusBadge status={l.status} />
        </div>

        <StatusControl form={form} id={id} status={l.status} />

        <Section title="What they sent">
          <dl className={dlClass}>
            {l.fields.map((f) => (
              <div key={f.name} className="contents">
                <dt className={dtClass}>{f.label.replace(/\s*\*$/, "")}</dt>
                <dd className={ddClass}>
                  <Value value={f.value} name={f.name} formName={FORM_NAMES[l.form as keyof typeof FORM_NAMES]} />
                </dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section title="Attribution">
          <dl className={dlClass}>
            {ATTRIBUTION.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className={dtClass}>{label}</dt>
                <dd className={ddClass}>{l.attribution[key] || <span className="text-muted">None</span>}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Notes form={form} id={id} notes={notes} />
        <Deliveries form={form} id={id} status={l.status} deliveries={deliveries} />

        <Section title="History">
          {history.length === 0 ? (
            <p className="text-sm text-muted">No change yet.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {history.map((h) => (
                <li key={h.id} className="flex flex-wrap gap-x-3">
                  <span className="text-muted">
                    <Time at={h.at} />
                  </span>
                  <span>{who(h.operator)}</span>
                  <span className="break-words">{describe(h, deliveries)}</span>
                </li>
              ))}
            </ol>
          )}
        </Section>

        {email && (
          <p>
            <AppLink href={`/admin/person?email=${encodeURIComponent(email)}`} className="text-sm text-accent underline underline-offset-4">
              Every lead from this address
            </AppLink>
          </p>
        )}

        {email && (
          <Section title="Erasure">
            {isAdmin(operator) && <EraseButton label={ERASE_TITLE} email={email} onClosedAfterErasure={() => navigate(backTo)} />}
          </Section>
        )}
      </div>
    </View>
  );
}

function useLeadMutation<V, R>(form: string, id: string, fn: (v: V) => Promise<R>, { lists = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      if (lists) void queryClient.invalidateQueries({ queryKey: queryKeys.lists });
      await queryClient.invalidateQueries({ queryKey: queryKeys.lead(form, id) });
    },
  });
}

function StatusControl({ form, id, status }: { form: string; id: string; status: LeadStatus }) {
  const selectId = useId();
  const [choice, setChoice] = useState<LeadStatus>(status);
  useEffect(() => setChoice(status), [status]); // changed elsewhere: the select follows
  const mutation = useLeadMutation(form, id, (to: LeadStatus) => setStatus(form, id, to), { lists: true });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(choice);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="min-w-48 flex-1 space-y-1.5 sm:flex-none">
        <label htmlFor={selectId} className={labelClass}>
          Status
        </label>
        <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value as LeadStatus)} className={controlClass}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={mutation.isPending || choice === status}>
        Update status
      </Button>
      {status === "spam" && (
        <Button
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => {
            setChoice("new");
            mutation.mutate("new");
          }}
        >
          Not spam
        </Button>
      )}
      <div className="basis-full">
        {mutation.error && <Alert>{mutation.error.message}</Alert>}
        <Status>{mutation.isSuccess ? `Status set to “${mutation.variables}”.` : ""}</Status>
      </div>
    </form>
  );
}

function Notes({ form, id, notes }: { form: string; id: string; notes: LeadDetail["notes"] }) {
  const fieldId = useId();
  const [body, setBody] = useState("");
  const mutation = useLeadMutation(form, id, (text: string) => addNote(form, id, text));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(body.trim(), { onSuccess: () => setBody("") });
  };
  return (
    <Section title="Notes">
      {notes.length === 0 ? (
        <p className="mb-4 text-sm text-muted">No notes yet.</p>
      ) : (
        <ol className="mb-4 space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg border border-border bg-bg p-3">
              <p className="mb-1 text-xs text-muted">
                {who(n.operator)} · <Time at={n.created_at} />
              </p>
              <p className="text-sm whitespace-pre-wrap break-words">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="space-y-3">
        <label htmlFor={fieldId} className={labelClass}>
          New note
        </label>
        <textarea
          id={fieldId}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          required
          rows={3}
          maxLength={5000}
          className={controlClass}
        />
        {mutation.error && <Alert>{mutation.error.message}</Alert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={mutation.isPending || !body.trim()}>
            {mutation.isPending ? "Adding…" : "Add note"}
          </Button>
          <Status>{mutation.isSuccess ? "Note added." : ""}</Status>
        </div>
      </form>
    </Section>
  );
}

function answerOf(a: LeadDetail["deliveries"][number]["attempts"][number]): string {
  return [a.outcome, a.status !== null && a.status !== undefined ? String(a.status) : "", a.error ?? ""].filter(Boolean).join(" · ");
}

function Deliveries({
  form,
  id,
  status,
  deliveries,
}: {
  form: string;
  id: string;
  status: LeadStatus;
  deliveries: LeadDetail["deliveries"];
}) {
  const mutation = useLeadMutation(form, id, (deliveryId: string) => resend(deliveryId));
  const resentTo = deliveries.find((d) => d.id === mutation.variables)?.label;
  return (
    <Section title="Delivery log">
      {deliveries.length === 0 && (
        <p className="text-sm text-muted">
          {status === "spam" ? "Nothing is sent for a lead marked as spam." : "No destination was configured when this lead arrived."}
        </p>
      )}
      <div className="space-y-4">
        {deliveries.map((d) => (
          <div key={d.id} className="rounded-lg border border-border bg-bg p-3">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-sm font-semibold">
                {d.label}{" "}
                <span className="font-normal text-muted">
                  ({d.kind}, {d.status})
                </span>
              </h3>
              <Button
                variant="secondary"
                aria-label={`Resend to ${d.label}`}
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(d.id)}
              >
                Resend
              </Button>
            </div>
            {d.attempts.length === 0 ? (
              <p className="text-sm text-muted">No attempt yet.</p>
            ) : (
              <table className="w-full table-fixed text-left text-sm">
                <caption className="sr-only">Attempts to deliver to {d.label}</caption>
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Time
                    </th>
                    <th scope="col" className="py-1 pr-4 font-medium">
                      Destination
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      Answer
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.attempts.map((a, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: attempts are a history in a fixed order, rows without state
                    <tr key={i} className="border-t border-border/60">
                      <td className="py-1 pr-4 align-top">
                        <Time at={a.at} />
                      </td>
                      <td className="py-1 pr-4 align-top break-words">{d.label}</td>
                      <td className="py-1 align-top break-words">{answerOf(a)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
      </div>
      {mutation.error && <Alert>{mutation.error.message}</Alert>}
      <Status className="mt-3">{mutation.isSuccess && resentTo ? `Queued again for ${resentTo}.` : ""}</Status>
    </Section>
  );
}
