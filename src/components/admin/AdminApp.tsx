/**
 * The operators' application at /admin (a client-only island: no HTML of it is pre-rendered and
 * its JavaScript loads on /admin only). Views by path: /admin/set-password (the one-time link),
 * else the inbox when signed in and the sign-in form when not. Data through TanStack Query with
 * its defaults (cache kept 5 minutes after last use; 3 retries, backoff capped at 30 s), except
 * that 4xx answers are not retried, and any 401 means "signed out": the sign-in form comes back.
 */
import { QueryCache, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ApiError, fetchSession, queryKeys, shouldRetry } from "./api.ts";
import { Inbox } from "./Inbox.tsx";
import { linkToken, SetPassword } from "./SetPassword.tsx";
import { SignIn } from "./SignIn.tsx";
import { Alert, View } from "./ui.tsx";

export const ADMIN_PATH = "/admin";
export const SET_PASSWORD_PATH = "/admin/set-password";

function createClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 401)) return;
        // Signed out on the server: the leads go from memory too, not only from the screen.
        client.removeQueries({ queryKey: queryKeys.leads });
        client.setQueryData(queryKeys.session, null);
      },
    }),
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
  });
  return client;
}

function Views() {
  const [path, setPath] = useState(() => location.pathname.replace(/\/+$/, "") || ADMIN_PATH);
  // The link's token is taken once and removed from the address bar and the history entry.
  const [token] = useState(() => (path === SET_PASSWORD_PATH ? linkToken(location) : null));
  const [signedOut, setSignedOut] = useState(false);
  // Signed in earlier in this visit: a 401 now means the session ended (idle, removed, reset).
  const hadSession = useRef(false);
  useEffect(() => {
    if (path === SET_PASSWORD_PATH && (location.hash || location.search)) history.replaceState(null, "", SET_PASSWORD_PATH);
  }, [path]);
  // The new view is on screen (and its heading focused) before the address changes.
  const go = (to: string) => {
    flushSync(() => setPath(to));
    history.pushState(null, "", to);
  };
  useEffect(() => {
    const onPop = () => setPath(location.pathname.replace(/\/+$/, "") || ADMIN_PATH);
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);

  const session = useQuery({ queryKey: queryKeys.session, queryFn: fetchSession, enabled: path !== SET_PASSWORD_PATH });

  if (path === SET_PASSWORD_PATH) return <SetPassword token={token} onDone={() => go(ADMIN_PATH)} />;
  if (path !== ADMIN_PATH) {
    return (
      <View title="Not found">
        <p className="text-muted">
          There is no such page. <a href={ADMIN_PATH} className="text-accent underline">Go to the inbox</a>.
        </p>
      </View>
    );
  }
  if (session.isPending) return <p className="p-8 text-muted" role="status">Loading…</p>;
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
  hadSession.current = true;
  return (
    <Inbox
      operator={session.data}
      onSignedOut={() => {
        hadSession.current = false;
        setSignedOut(true);
      }}
    />
  );
}

export function AdminApp() {
  const [client] = useState(createClient);
  return (
    <QueryClientProvider client={client}>
      <Views />
    </QueryClientProvider>
  );
}
