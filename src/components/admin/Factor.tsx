/**
 * The second factor at sign-in: the code of an authenticator app (or a recovery code) when the
 * operator has one; registering an app when a factor is required and they have none (its secret
 * to type or paste, then a first code, then the one-time recovery codes to keep).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiError, beginTotp, confirmTotp, passkeySignIn, queryKeys, registerPasskey, sendFactor, type Operator } from "./api.ts";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { Field } from "../ui/Field.tsx";
import { View } from "./View.tsx";

const errorOf = (error: unknown) => (error instanceof ApiError ? error.message : error ? "That did not work. Try again." : null);

export function SecondFactor() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: sendFactor,
    onSuccess: (operator) => queryClient.setQueryData(queryKeys.session, operator),
  });
  const passkey = useMutation({
    mutationFn: passkeySignIn,
    onSuccess: (operator) => queryClient.setQueryData(queryKeys.session, operator),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(String(new FormData(event.currentTarget).get("code") ?? ""));
  };
  const error = errorOf(mutation.error ?? passkey.error);
  return (
    <View title="Second factor">
      <form onSubmit={onSubmit} className="space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        {error && <Alert>{error}</Alert>}
        <Field
          id="factor-code"
          name="code"
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          required
          spellCheck={false}
        />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? "Checking…" : "Continue"}
        </Button>
        <Button type="button" variant="secondary" className="w-full" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
          Use a passkey
        </Button>
      </form>
    </View>
  );
}

export function EnrollFactor({ operator }: { operator: Operator }) {
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = useMutation({ mutationFn: beginTotp });
  const confirm = useMutation({ mutationFn: confirmTotp, onSuccess: (r) => setCodes(r.recoveryCodes) });
  const passkey = useMutation({ mutationFn: registerPasskey, onSuccess: (r) => setCodes(r.recoveryCodes) });
  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get("code") ?? ""));
  };
  if (codes) {
    return (
      <View title="Recovery codes">
        <div className="space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <p>Keep these codes somewhere safe. Each signs you in once if you lose your authenticator app. They are shown only now.</p>
          <ul className="grid grid-cols-2 gap-2 font-mono">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button type="button" className="w-full" onClick={() => queryClient.setQueryData(queryKeys.session, { ...operator, next: null })}>
            Continue to the inbox
          </Button>
        </div>
      </View>
    );
  }
  return (
    <View title="Register a second factor">
      <div className="space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <p>A second factor is required for every operator: a passkey, or an authenticator app.</p>
        {errorOf(begin.error ?? passkey.error) && <Alert>{errorOf(begin.error ?? passkey.error)}</Alert>}
        {!begin.data ? (
          <>
            <Button type="button" className="w-full" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
              Register a passkey
            </Button>
            <Button type="button" variant="secondary" className="w-full" disabled={begin.isPending} onClick={() => begin.mutate()}>
              Set up an authenticator app
            </Button>
          </>
        ) : (
          <form onSubmit={onConfirm} className="space-y-5">
            <p>
              Secret key: <code className="break-all font-mono">{begin.data.secret}</code>
            </p>
            <p className="text-sm text-muted">
              Or open this link on the device with the app:{" "}
              <a className="break-all text-accent underline" href={begin.data.uri}>
                add to authenticator
              </a>
            </p>
            {errorOf(confirm.error) && <Alert>{errorOf(confirm.error)}</Alert>}
            <Field id="enroll-code" name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" required />
            <Button type="submit" className="w-full" disabled={confirm.isPending}>
              {confirm.isPending ? "Checking…" : "Confirm"}
            </Button>
          </form>
        )}
      </div>
    </View>
  );
}
