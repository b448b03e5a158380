/**
 * A person at /admin/person?email=: every lead of one e-mail address across the forms the
 * operator may see, oldest first (GET /api/admin/person), each linked to its page.
 */
import { useQuery } from "@tanstack/react-query";
import { fetchPerson, type Operator } from "./api.ts";
import { FORM_NAMES, StatusBadge, Time } from "./format.tsx";
import { leadHref } from "./Inbox.tsx";
import { AppLink } from "./navigation.tsx";
import { Alert } from "../ui/Alert.tsx";
import { Status } from "../ui/Status.tsx";
import { View } from "./View.tsx";
import { ViewActions } from "./ViewActions.tsx";

export function Person({ email, operator, onSignedOut }: { email: string; operator: Operator; onSignedOut: () => void }) {
  const person = useQuery({ queryKey: ["admin", "leads", "person", email], queryFn: () => fetchPerson(email) });
  const leads = person.data?.leads ?? [];
  return (
    <View title={`Leads from ${email}`} wide actions={<ViewActions operator={operator} onSignedOut={onSignedOut} />}>
      {person.isPending && <Status>Loading…</Status>}
      {person.isError && <Alert>{person.error.message}</Alert>}
      {person.data && (
        <>
          <Status className="mb-3">{`${leads.length} lead${leads.length === 1 ? "" : "s"}, oldest first.`}</Status>
          <ol className="space-y-3">
            {leads.map((lead) => (
              <li key={`${lead.form}:${lead.id}`} className="rounded-2xl border border-border bg-surface p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <AppLink href={leadHref(lead.form, lead.id)} className="font-medium text-accent underline-offset-4 hover:underline">
                    {FORM_NAMES[lead.form] ?? lead.form}: <bdi>{lead.name || "(no name)"}</bdi>
                  </AppLink>
                  <StatusBadge status={lead.status} />
                </div>
                <p className="mt-1 text-xs text-muted">
                  <Time at={lead.created_at} />
                  {lead.company ? (
                    <>
                      {" · "}
                      <bdi>{lead.company}</bdi>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </View>
  );
}
