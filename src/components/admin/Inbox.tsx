/**
 * The inbox: the newest leads of all five forms (GET /api/admin/leads, 50 a page, "Load more"
 * for the next page). The search box filters the rows loaded so far, in the browser; a search
 * on the server comes with the inbox's second half, as do the lead page, statuses and export.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { ApiError, fetchLeads, queryKeys, signOut, type FormSlug, type InboxLead, type Operator } from "./api.ts";
import { Alert, Button, controlClass, labelClass, View } from "./ui.tsx";

const FORM_NAMES: Record<FormSlug, string> = {
  "ecosystem-fund": "Ecosystem fund",
  contact: "Contact",
  "access-compute": "Access compute",
  "provide-compute": "Provide compute",
  careers: "Careers",
};

const received = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function matches(lead: InboxLead, needle: string): boolean {
  if (!needle) return true;
  return [FORM_NAMES[lead.form], lead.name, lead.email, lead.company ?? ""].some((v) => v.toLowerCase().includes(needle));
}

export function Inbox({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const needle = useDeferredValue(search.trim().toLowerCase());
  const leads = useInfiniteQuery({
    queryKey: queryKeys.leads,
    queryFn: ({ pageParam }) => fetchLeads(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const signOutMutation = useMutation({
    mutationFn: signOut,
    onSettled: (_data, error) => {
      // Signed out, or the session had ended anyway (401): either way nothing of it stays here.
      if (error && !(error instanceof ApiError && error.status === 401)) return;
      queryClient.removeQueries({ queryKey: queryKeys.leads });
      queryClient.setQueryData(queryKeys.session, null);
      onSignedOut();
    },
  });
  const loaded = useMemo(() => leads.data?.pages.flatMap((p) => p.leads) ?? [], [leads.data]);
  const shown = useMemo(() => loaded.filter((l) => matches(l, needle)), [loaded, needle]);

  const actions = (
    <div className="flex items-center gap-3">
      <span className="hidden text-sm text-muted sm:inline">{operator.email}</span>
      <Button variant="secondary" onClick={() => signOutMutation.mutate()} disabled={signOutMutation.isPending}>
        {signOutMutation.isPending ? "Signing out…" : "Sign out"}
      </Button>
    </div>
  );

  return (
    <View title="Inbox" wide actions={actions}>
      {signOutMutation.error && <Alert>{signOutMutation.error.message}</Alert>}
      <div className="mb-4 max-w-md space-y-1.5">
        <label htmlFor={searchId} className={labelClass}>
          Filter loaded leads
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={controlClass}
          placeholder="Name, e-mail, company or form"
          aria-describedby={`${searchId}-hint`}
        />
        <p id={`${searchId}-hint`} className="text-sm text-muted">
          Searches the {loaded.length} lead{loaded.length === 1 ? "" : "s"} loaded so far.
        </p>
      </div>
      {leads.isPending && <p className="text-muted">Loading leads…</p>}
      {leads.isError && !leads.data && <Alert>{leads.error.message}</Alert>}
      {leads.data && (
        <>
          <div role="region" aria-labelledby={`${searchId}-caption`} tabIndex={0} className="overflow-x-auto rounded-2xl border border-border bg-surface">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption id={`${searchId}-caption`} className="sr-only">
                Leads, newest first
              </caption>
              <thead className="border-b border-border text-muted">
                <tr>
                  {["Form", "Name", "E-mail", "Company", "Received"].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((lead) => (
                  <tr key={`${lead.form}:${lead.id}`} className="border-b border-border/60 last:border-0">
                    <td className="px-4 py-3 whitespace-nowrap">{FORM_NAMES[lead.form]}</td>
                    <td className="px-4 py-3">{lead.name}</td>
                    <td className="px-4 py-3 break-all">{lead.email}</td>
                    <td className="px-4 py-3">{lead.company ?? ""}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={lead.created_at}>{received.format(new Date(lead.created_at))}</time>
                    </td>
                  </tr>
                ))}
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={5} className="px-4 py-6 text-center text-muted">
                      {loaded.length === 0 ? "No leads yet." : "No loaded lead matches the filter."}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex items-center gap-4">
            {leads.hasNextPage && (
              <Button variant="secondary" onClick={() => leads.fetchNextPage()} disabled={leads.isFetchingNextPage}>
                {leads.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            )}
            {leads.isFetchNextPageError && <Alert>{leads.error?.message ?? "Could not load more leads."}</Alert>}
          </div>
        </>
      )}
    </View>
  );
}
