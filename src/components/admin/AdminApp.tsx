/**
 * The operators' application at /admin (a client-only island: no HTML of it is pre-rendered and
 * its JavaScript loads on /admin only). Views by path: /admin/set-password (the one-time link),
 * /admin/leads/<form>/<id> (a lead's page) and /admin (the inbox, its filter in the query
 * string), each behind the sign-in form when signed out. Data through TanStack Query with
 * its defaults (cache kept 5 minutes after last use; 3 retries, backoff capped at 30 s), except
 * that 4xx answers are not retried, and any 401 means "signed out": the sign-in form comes back.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ApiError, fetchSession, queryKeys, shouldRetry, type FormSlug, type InboxFilter } from "./api.ts";
import { setFormNames } from "./format.tsx";
import { EnrollFactor, SecondFactor } from "./Factor.tsx";
import { Inbox, inboxHref, parseFilter } from "./Inbox.tsx";
import { LeadPage } from "./LeadPage.tsx";
import { Person } from "./Person.tsx";
import { NavigateContext, type Navigate } from "./navigation.tsx";
import { linkToken, SetPassword } from "./SetPassword.tsx";
import { SignIn } from "./SignIn.tsx";
import { Alert } from "../ui/Alert.tsx";
import { View } from "./View.tsx";

/** The insights screen, loaded when first shown (the inbox does not load its code). */
const Insights = lazy(() => import("./Insights.tsx"));
const INSIGHTS_PATH = "/admin/insights";
/** One's own account (sessions, second factors, password), loaded when first shown. */
const Account = lazy(() => import("./Account.tsx"));
/** The operators and the audit log (admins only), loaded when first shown. */
const Operators = lazy(() => import("./Operators.tsx"));
export const ACCOUNT_PATH = "/admin/account";

export const ADMIN_PATH = "/admin";
export const SET_PASSWORD_PATH = "/admin/set-password";
export const OPERATORS_PATH = "/admin/operators";

function createClient(): QueryClient {
  const onError = (error: Error) => {
    if (!(error instanceof ApiError && error.status === 401)) return;
    // Signed out on the server: the leads go from memory too, not only from the screen.
    client.removeQueries({ queryKey: queryKeys.leads });
    client.setQueryData(queryKeys.session, null);
  };
  const client: QueryClient = new QueryClient({
    // A read or a change (status, note, resend, erasure) that meets a 401: back to sign-in.
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
  });
  return client;
}

type Place = { path: string; search: string };

const here = (): Place => ({ path: location.pathname.replace(/\/+$/, "") || ADMIN_PATH, search: location.search });

/** /admin/leads/<form>/<id> → its form and id. */
function leadOf(path: string): { form: string; id: string } | null {
  const m = /^\/admin\/leads\/([^/]+)\/([^/]+)$/.exec(path);
  if (!m) return null;
  try {
    return { form: decodeURIComponent(m[1]!), id: decodeURIComponent(m[2]!) };
  } catch {
    return null;
  }
}

function Views() {
  const [place, setPlace] = useState(here);
  const { path } = place;
  // The link's token is taken once and removed from the address bar and the history entry.
  const [token] = useState(() => (path === SET_PASSWORD_PATH ? linkToken(location) : null));
  const [signedOut, setSignedOut] = useState(false);
  // The inbox's address with its filter, for "Back to inbox" from a lead.
  const [inboxHrefWithFilter, setInboxHref] = useState(() => (path === ADMIN_PATH ? `${ADMIN_PATH}${place.search}` : ADMIN_PATH));
  // Signed in earlier in this visit: a 401 now means the session ended (idle, removed, reset).
  const hadSession = useRef(false);
  useEffect(() => {
    if (path === SET_PASSWORD_PATH && (location.hash || location.search)) history.replaceState(null, "", SET_PASSWORD_PATH);
  }, [path]);
  useEffect(() => {
    if (path === ADMIN_PATH) setInboxHref(`${ADMIN_PATH}${place.search}`);
  }, [path, place.search]);
  // The new view is on screen (and its heading focused) before the address changes.
  const go = useCallback<Navigate>((to, options) => {
    const url = new URL(to, location.href);
    flushSync(() => setPlace({ path: url.pathname.replace(/\/+$/, "") || ADMIN_PATH, search: url.search }));
    if (options?.replace) history.replaceState(null, "", url.pathname + url.search);
    else history.pushState(null, "", url.pathname + url.search);
  }, []);
  useEffect(() => {
    const onPop = () => setPlace(here());
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);
  const filter = useMemo(() => parseFilter(place.search), [place.search]);
  const onFilter = useCallback((next: InboxFilter) => go(inboxHref(next)), [go]);

  const session = useQuery({ queryKey: queryKeys.session, queryFn: fetchSession, enabled: path !== SET_PASSWORD_PATH });

  if (path === SET_PASSWORD_PATH) return <SetPassword token={token} onDone={() => go(ADMIN_PATH)} />;
  const lead = leadOf(path);
  const operatorsView = path === OPERATORS_PATH;
  const personEmail = path === "/admin/person" ? (new URLSearchParams(place.search).get("email") ?? "") : null;
  if (path !== ADMIN_PATH && path !== INSIGHTS_PATH && path !== ACCOUNT_PATH && personEmail === null && !lead && !operatorsView) {
    return (
      <View title="Not found">
        <p className="text-muted">
          There is no such page.{" "}
          <a href={ADMIN_PATH} className="text-accent underline">
            Go to the inbox
          </a>
          .
        </p>
      </View>
    );
  }
  if (session.isPending)
    return (
      <p className="p-8 text-muted" role="status">
        Loading…
      </p>
    );
  if (session.isError) {
    return (
      <View title="Operators">
        <Alert>{session.error.message}</Alert>
      </View>
    );
  }
  if (!session.data) {
    const notice = hadSession.current ? "Your session has ended. Sign in again." : signedOut ? "You are signed out." : undefined;
    return <SignIn notice={notice} />;
  }
  if (session.data.next === "factor") return <SecondFactor />;
  if (session.data.next === "enroll") return <EnrollFactor operator={session.data} />;
  hadSession.current = true;
  const onSignedOut = () => {
    hadSession.current = false;
    setSignedOut(true);
  };
  const loading = (
    <p className="p-8 text-muted" role="status">
      Loading…
    </p>
  );
  return (
    <NavigateContext.Provider value={go}>
      {operatorsView ? (
        <Suspense fallback={loading}>
          <Operators operator={session.data} onSignedOut={onSignedOut} />
        </Suspense>
      ) : path === INSIGHTS_PATH ? (
        <Suspense fallback={loading}>
          <Insights operator={session.data} onSignedOut={onSignedOut} search={place.search} />
        </Suspense>
      ) : path === ACCOUNT_PATH ? (
        <Suspense fallback={loading}>
          <Account operator={session.data} onSignedOut={onSignedOut} />
        </Suspense>
      ) : personEmail !== null ? (
        <Person key={personEmail} email={personEmail} operator={session.data} onSignedOut={onSignedOut} />
      ) : lead ? (
        <LeadPage
          key={`${lead.form}/${lead.id}`}
          form={lead.form}
          id={lead.id}
          backTo={inboxHrefWithFilter}
          operator={session.data}
          onSignedOut={onSignedOut}
        />
      ) : (
        <Inbox operator={session.data} onSignedOut={onSignedOut} filter={filter} onFilter={onFilter} />
      )}
    </NavigateContext.Provider>
  );
}

/** `formNames`: how the inbox names each form (the page reads them from the form definitions). */
export function AdminApp({ formNames }: { formNames: Readonly<Record<FormSlug, string>> }) {
  setFormNames(formNames);
  const [client] = useState(createClient);
  return (
    <QueryClientProvider client={client}>
      <Views />
    </QueryClientProvider>
  );
}
