/** The sign-in view at /admin: e-mail and password, as password managers expect them. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ApiError, queryKeys, signIn } from "./api.ts";
import { Alert, Button, Field, View } from "./ui.tsx";

export function SignIn({ notice }: { notice?: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
    onSuccess: (operator) => queryClient.setQueryData(queryKeys.session, operator),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    mutation.mutate({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
  };
  const error = mutation.error instanceof ApiError ? mutation.error.message : mutation.error ? "Sign-in failed. Try again." : null;
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
      </form>
    </View>
  );
}
