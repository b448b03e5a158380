/**
 * /admin/account, every role: the operator's own sessions (sign-in time, last request, this one
 * marked; end one, or all the others), their second factors (passkeys added and removed, an
 * authenticator app set up and removed, new recovery codes) and their password (the current one
 * required; the other sessions end). The server applies the rules (the last factor stays while
 * one is required: its 409 is shown as it is). Loaded when first shown (a chunk of its own).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { FactorList, SessionList } from "../../server/admin-api-schema.ts";
import { ApiError, call, registerPasskey, type Operator } from "./api.ts";
import { Time } from "./format.tsx";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { Field } from "../ui/Field.tsx";
import { Section } from "./Section.tsx";
import { Status } from "../ui/Status.tsx";
import { View } from "./View.tsx";
import { ViewActions } from "./ViewActions.tsx";

const sessionsKey = ["admin", "account", "sessions"] as const;
const factorsKey = ["admin", "account", "factors"] as const;

/** What an action shows when it is done: a sentence, and recovery codes to keep (shown once). */
type Done = { notice: string; codes?: string[] };

const Codes = ({ codes }: { codes: string[] }) => (
  <ul aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-2 font-mono">
    {codes.map((c) => (
      <li key={c}>{c}</li>
    ))}
  </ul>
);

const Row = ({ children, action }: { children: ReactNode; action?: ReactNode }) => (
  <li className="flex flex-wrap items-center justify-between gap-3 py-3">
    <span className="min-w-0">{children}</span>
    {action}
  </li>
);

export default function Account({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Done | null>(null);
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: () => call<SessionList>("GET", "/sessions") });
  const factors = useQuery({ queryKey: factorsKey, queryFn: () => call<FactorList>("GET", "/factors") });
  const act = useMutation({
    mutationFn: async ({ run }: { run: () => Promise<Done>; form?: HTMLFormElement }) => run(),
    onMutate: () => setDone(null),
    onSuccess: (result, { form }) => {
      setDone(result);
      form?.reset();
      void queryClient.invalidateQueries({ queryKey: ["admin", "account"] });
    },
  });
  const totp = useMutation({ mutationFn: () => call<{ secret: string; uri: string }>("POST", "/factors/totp") });
  const codesOf = (notice: string) => (r: { recoveryCodes: string[] }) => ({
    notice: r.recoveryCodes.length ? `${notice} Keep these recovery codes somewhere safe; they are shown only now.` : notice,
    codes: r.recoveryCodes.length ? r.recoveryCodes : undefined,
  });
  const fieldsOf = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return { form: event.currentTarget, data: new FormData(event.currentTarget) };
  };
  const confirmTotp = (event: FormEvent<HTMLFormElement>) => {
    const { form, data } = fieldsOf(event);
    act.mutate({
      form,
      run: () =>
        call<{ recoveryCodes: string[] }>("POST", "/factors/totp/confirm", { code: String(data.get("code")) })
          .then(codesOf("The authenticator app is registered."))
          .finally(() => totp.reset()),
    });
  };
  const changePassword = (event: FormEvent<HTMLFormElement>) => {
    const { form, data } = fieldsOf(event);
    const password = String(data.get("password"));
    if (password !== String(data.get("confirm")))
      return act.mutate({ run: () => Promise.reject(new ApiError(422, "The two new passwords differ.")) });
    act.mutate({
      form,
      run: () =>
        call("POST", "/account/password", { current: String(data.get("current")), password }).then(() => ({
          notice: "Your password is changed. Your other sessions have ended.",
        })),
    });
  };
  const remove = (factorId: string, what: string) =>
    act.mutate({ run: () => call("DELETE", `/factors/${encodeURIComponent(factorId)}`).then(() => ({ notice: `${what} removed.` })) });
  const error = act.error ?? totp.error;
  const list = factors.data?.factors ?? [];
  const passkeys = list.filter((f) => f.kind === "passkey");
  const app = list.find((f) => f.kind === "totp");
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  return (
    <View title="Your account" wide actions={<ViewActions operator={operator} onSignedOut={onSignedOut} />}>
      <div className="space-y-6">
        {error && <Alert>{error instanceof ApiError ? error.message : "That did not work. Try again."}</Alert>}
        {done?.notice && !error && (
          <div>
            <Status>{done.notice}</Status>
            {done.codes && <Codes codes={done.codes} />}
          </div>
        )}
        <Section
          title="Sessions"
          actions={
            others > 0 && (
              <Button
                variant="secondary"
                onClick={() =>
                  act.mutate({
                    run: () =>
                      call<{ ended: number }>("DELETE", "/sessions").then((r) => ({
                        notice: `${r.ended} other session${r.ended === 1 ? "" : "s"} ended.`,
                      })),
                  })
                }
              >
                End all other sessions
              </Button>
            )
          }
        >
          <ul className="divide-y divide-border text-sm">
            {sessions.data?.sessions.map((s) => (
              <Row
                key={s.id}
                action={
                  s.current ? null : (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        act.mutate({ run: () => call("DELETE", `/sessions/${s.id}`).then(() => ({ notice: "The session ended." })) })
                      }
                    >
                      End<span className="sr-only"> the session signed in {new Date(s.created_at).toLocaleString()}</span>
                    </Button>
                  )
                }
              >
                Signed in <Time at={s.created_at} /> · last seen <Time at={s.last_seen_at} />
                {s.current && <strong className="ml-2 text-fg">(this session)</strong>}
              </Row>
            ))}
          </ul>
        </Section>
        <Section title="Second factor">
          {factors.data?.required && (
            <p className="mb-3 text-sm text-muted">A second factor is required: your last one cannot be removed.</p>
          )}
          <h3 className="font-semibold text-fg">Passkeys</h3>
          <ul className="mb-3 divide-y divide-border text-sm">
            {passkeys.map((f) => (
              <Row
                key={f.id}
                action={
                  <Button variant="danger" onClick={() => remove(f.id, "The passkey was")}>
                    Remove<span className="sr-only"> the passkey added {new Date(f.created_at).toLocaleString()}</span>
                  </Button>
                }
              >
                {f.label}, added <Time at={f.created_at} />
                {f.last_used_at && (
                  <>
                    , last used <Time at={f.last_used_at} />
                  </>
                )}
              </Row>
            ))}
            {!passkeys.length && <li className="py-3 text-muted">No passkey.</li>}
          </ul>
          <Button
            variant="secondary"
            disabled={act.isPending}
            onClick={() => act.mutate({ run: () => registerPasskey().then(codesOf("The passkey is added.")) })}
          >
            Add a passkey
          </Button>
          <h3 className="mt-6 font-semibold text-fg">Authenticator app</h3>
          {app ? (
            <ul className="text-sm">
              <Row
                action={
                  <Button variant="danger" onClick={() => remove(app.id, "The authenticator app was")}>
                    Remove the authenticator app
                  </Button>
                }
              >
                Registered <Time at={app.created_at} />
              </Row>
            </ul>
          ) : totp.data ? (
            <form onSubmit={confirmTotp} className="mt-3 space-y-4">
              <p className="text-sm">
                Secret key: <code className="break-all font-mono">{totp.data.secret}</code> (or{" "}
                <a className="text-accent underline" href={totp.data.uri}>
                  add to authenticator
                </a>
                )
              </p>
              <Field id={`${id}-code`} name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" required />
              <Button type="submit" disabled={act.isPending}>
                Confirm
              </Button>
            </form>
          ) : (
            <p className="mt-3">
              <Button variant="secondary" disabled={totp.isPending} onClick={() => totp.mutate()}>
                Set up an authenticator app
              </Button>
            </p>
          )}
          <h3 className="mt-6 font-semibold text-fg">Recovery codes</h3>
          <p className="my-3 text-sm">
            {list.length ? `${factors.data?.recoveryCodesLeft ?? 0} unused.` : "They come with your first second factor."}
          </p>
          {list.length > 0 && (
            <Button
              variant="secondary"
              onClick={() =>
                act.mutate({
                  run: () =>
                    call<{ recoveryCodes: string[] }>("POST", "/factors/recovery-codes").then(
                      codesOf("New recovery codes; the old ones no longer work."),
                    ),
                })
              }
            >
              Make new recovery codes
            </Button>
          )}
        </Section>
        <Section title="Password">
          <form onSubmit={changePassword} className="grid max-w-md gap-4">
            <Field id={`${id}-current`} name="current" type="password" label="Current password" autoComplete="current-password" required />
            <Field
              id={`${id}-new`}
              name="password"
              type="password"
              label="New password"
              autoComplete="new-password"
              minLength={12}
              hint="At least 12 characters. Your other sessions end."
              required
            />
            <Field id={`${id}-confirm`} name="confirm" type="password" label="Confirm new password" autoComplete="new-password" required />
            <Button type="submit" disabled={act.isPending}>
              Change password
            </Button>
          </form>
        </Section>
      </div>
    </View>
  );
}
