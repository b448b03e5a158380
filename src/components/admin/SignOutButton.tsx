/** The signed-in operator and the sign-out button, at the top of every signed-in view. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, queryKeys, signOut, type Operator } from "./api.ts";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";

export function SignOutButton({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSettled: (_data, error) => {
      // Signed out, or the session had ended anyway (401): either way nothing of it stays here.
      if (error && !(error instanceof ApiError && error.status === 401)) return;
      queryClient.removeQueries({ queryKey: queryKeys.leads });
      queryClient.setQueryData(queryKeys.session, null);
      onSignedOut();
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="hidden text-sm text-muted sm:inline">{operator.email}</span>
      <Button variant="secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        {mutation.isPending ? "Signing out…" : "Sign out"}
      </Button>
      {mutation.error && <Alert>{mutation.error.message}</Alert>}
    </div>
  );
}
