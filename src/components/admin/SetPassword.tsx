/**
 * The set-password view at /admin/set-password#token=…, opened from the link `npm run operators`
 * prints. The token is read from the fragment (never sent to a server, so never in a log) and
 * dropped from the address bar at once; setting the password signs the operator in.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ApiError, queryKeys, setPassword, type Operator } from "./api.ts";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { Field } from "../ui/Field.tsx";
import { View } from "./View.tsx";

export const PASSWORD_MIN_LENGTH = 12;

/** The token of the link: `#token=…` (or `?token=…`), read once. */
export function linkToken(location: Location): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, "")).get("token");
  return fromHash || new URLSearchParams(location.search).get("token");
}

export function SetPassword({ token, onDone }: { token: string | null; onDone: (operator: Operator) => void }) {
  const queryClient = useQueryClient();
  const [mismatch, setMismatch] = useState(false);
  const mutation = useMutation({
    mutationFn: (password: string) => setPassword(token ?? "", password),
    onSuccess: (operator) => {
      queryClient.setQueryData(queryKeys.session, operator);
      onDone(operator);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    if (password !== String(data.get("confirm") ?? "")) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    mutation.mutate(password);
  };
  if (!token) {
    return (
      <View title="Set your password">
        <Alert>This link is incomplete. Open the whole link you were given, or ask for a new one.</Alert>
      </View>
    );
  }
  const serverError = mutation.error instanceof ApiError ? mutation.error : null;
  const fieldError = serverError?.fields.password;
  const error = mismatch
    ? "The two passwords are not the same."
    : serverError && !fieldError
      ? serverError.message
      : mutation.error && !serverError
        ? "Could not set the password. Try again."
        : null;
  return (
    <View title="Set your password">
      <form onSubmit={onSubmit} className="space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        {error && <Alert>{error}</Alert>}
        <Field
          id="new-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fieldError}
        />
        <Field
          id="confirm-password"
          name="confirm"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={mismatch ? "Type the same password again." : undefined}
        />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving…" : "Set password and sign in"}
        </Button>
      </form>
    </View>
  );
}
