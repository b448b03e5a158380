/** The sign-in view at /admin: e-mail and password, as password managers expect them. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ApiError, passkeySignIn, queryKeys, signIn } from "./api.ts";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { Field } from "../ui/Field.tsx";
import { View } from "./View.tsx";

export function SignIn({ notice }: { notice?: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
    onSuccess: (operator) => queryClient.setQueryData(queryKeys.session, operator),
  });
  const passkey = useMutation({
    mutationFn: passkeySignIn,
    onSuccess: (operator) => queryClient.setQueryData(queryKeys.session, operator),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    mutation.mutate({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
  };
  const failed = mutation.error ?? passkey.error;
  const error = failed instanceof ApiError ? failed.message : failed ? "Sign-in failed. Try again." : null;
  return (
    <View title="Sign in">
      <form onSubmit={onSubmit} className="space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        {notice && !error && (
          <p role="status" className="text-sm text-muted">
            {notice}
          </p>
        )}
        {error && <Alert>{error}</Alert>}
        <Field id="signin-email" name="email" type="email" label="Email" autoComplete="username" required inputMode="email" />
        <Field id="signin-password" name="password" type="password" label="Password" autoComplete="current-password" required />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? "Signing in…" : "Sign in"}
        </Button>
        <Button type="button" variant="secondary" className="w-full" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
          {passkey.isPending ? "Waiting for the passkey…" : "Sign in with a passkey"}
        </Button>
      </form>
    </View>
  );
}
