/**
 * /admin/operators (admins only): the accounts (invite with a role, change a role, reset the
 * password or the second factors, remove) and the audit log (filter by action and operator,
 * CSV download). The server applies the rules (../../server/operators/manage.ts); this view shows
 * its answers, one-time links included.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { ADMIN_API, ApiError, call, type Operator } from "./api.ts";
import { AppLink } from "./navigation.tsx";
import { SignOutButton } from "./SignOutButton.tsx";
import { Alert } from "../ui/Alert.tsx";
import { Button, buttonClass } from "./Button.tsx";
import { controlClass, labelClass } from "../ui/control.ts";
import { Field } from "../ui/Field.tsx";
import { Section } from "./Section.tsx";
import { Status } from "../ui/Status.tsx";
import { View } from "./View.tsx";

const ROLES = ["admin", "sales", "ecosystem", "hiring"] as const;
type Account = { id: string; email: string; role: string; password_set: boolean; sessions: number; last_seen_at: string | null };
type Entry = { id: string; at: string; operator_email: string | null; action: string; detail: string | null };

const accountsKey = ["admin", "operators"] as const;

export default function Operators({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [filter, setFilter] = useState({ action: "", operator: "" });
  const [removing, setRemoving] = useState<string | null>(null); // the e-mail whose removal waits for a yes
  const accounts = useQuery({ queryKey: accountsKey, queryFn: () => call<{ operators: Account[] }>("GET", "/operators") });
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();
  const audit = useQuery({ queryKey: ["admin", "audit", query], queryFn: () => call<{ entries: Entry[] }>("GET", `/audit?${query}`) });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body: { email: string; [k: string]: string } }) =>
      call<{ link?: string; emailed?: boolean }>("POST", path, body),
    onSuccess: (answer, { path, body }) => {
      setNotice(
        answer.link
          ? `One-time link (${answer.emailed ? `e-mailed to ${body.email}; or pass it on` : "pass it on"}; it works once, for 24 hours): ${location.origin}${answer.link}`
          : `Done: ${path.split("/").pop()}.`,
      );
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      void queryClient.invalidateQueries({ queryKey: ["admin", "audit"] });
    },
  });
  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    act.mutate({ path: "/operators", body: { email: String(data.get("email") ?? ""), role: String(data.get("role") ?? "admin") } });
  };
  const error = act.error instanceof ApiError ? act.error.message : act.error ? "That did not work." : null;
  return (
    <View title="Operators" wide actions={<SignOutButton operator={operator} onSignedOut={onSignedOut} />}>
      <p className="mb-6">
        <AppLink href="/admin" className="text-accent underline">
          ← Back to inbox
        </AppLink>
      </p>
      {error && <Alert>{error}</Alert>}
      {notice && !error && <Status className="mb-4 block break-all">{notice}</Status>}
      <Section title="Invite an operator">
        <form onSubmit={invite} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <Field id={`${id}-email`} name="email" type="email" label="Email" required />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-role`} className={labelClass}>
              Role
            </label>
            <select id={`${id}-role`} name="role" className={controlClass} defaultValue="sales">
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={act.isPending}>
            Invite
          </Button>
        </form>
      </Section>
      <Section title="Accounts">
        <ul className="divide-y divide-border">
          {accounts.data?.operators.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="min-w-0 flex-1">
                {a.email} · {a.password_set ? "password set" : "waiting for its link"} · {a.sessions} session{a.sessions === 1 ? "" : "s"}
              </span>
              <label className="sr-only" htmlFor={`${id}-${a.id}-role`}>
                Role of {a.email}
              </label>
              <select
                id={`${id}-${a.id}-role`}
                className={`${controlClass} w-auto`}
                value={a.role}
                disabled={a.email === operator.email}
                onChange={(e) => act.mutate({ path: "/operators/role", body: { email: a.email, role: e.target.value } })}
              >
                {ROLES.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
              {a.email !== operator.email && (
                <>
                  <Button
                    variant="secondary"
                    onClick={() => act.mutate({ path: "/operators/reset", body: { email: a.email, what: "password" } })}
                  >
                    Reset password<span className="sr-only"> of {a.email}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => act.mutate({ path: "/operators/reset", body: { email: a.email, what: "factors" } })}
                  >
                    Reset second factor<span className="sr-only"> of {a.email}</span>
                  </Button>
                  {removing === a.email ? (
                    <>
                      <span className="text-sm text-muted">Remove for good? Their sessions end now.</span>
                      <Button
                        variant="danger"
                        onClick={() => {
                          setRemoving(null);
                          act.mutate({ path: "/operators/remove", body: { email: a.email } });
                        }}
                      >
                        Yes, remove<span className="sr-only"> {a.email}</span>
                      </Button>
                      {/* The Remove button just pressed is gone: focus goes to the safe answer, not to the page's start. */}
                      <Button variant="secondary" autoFocus onClick={() => setRemoving(null)}>
                        Keep<span className="sr-only"> {a.email}</span>
                      </Button>
                    </>
                  ) : (
                    <Button variant="danger" onClick={() => setRemoving(a.email)}>
                      Remove<span className="sr-only"> {a.email}</span>
                    </Button>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Audit log"
        actions={
          <a className={buttonClass("secondary")} href={`${ADMIN_API}/audit?${query ? `${query}&` : ""}format=csv`}>
            Export CSV
          </a>
        }
      >
        <div className="mb-3 grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-action`}
            label="Action"
            value={filter.action}
            onChange={(e) => setFilter({ ...filter, action: e.target.value })}
          />
          <Field
            id={`${id}-operator`}
            label="Operator e-mail"
            value={filter.operator}
            onChange={(e) => setFilter({ ...filter, operator: e.target.value })}
          />
        </div>
        <ul className="divide-y divide-border text-sm">
          {audit.data?.entries.map((e) => (
            <li key={e.id} className="py-2">
              <time dateTime={e.at}>{e.at.replace("T", " ").slice(0, 19)}</time> · {e.operator_email ?? "Command line"} · {e.action}
              {e.detail ? ` · ${e.detail}` : ""}
            </li>
          ))}
        </ul>
      </Section>
    </View>
  );
}
