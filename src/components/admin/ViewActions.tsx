import type { Operator } from "./api.ts";
import { AppLink } from "./navigation.tsx";
import { SignOutButton } from "./SignOutButton.tsx";

/** A secondary view's actions beside its title: back to the inbox, and sign out. */
export function ViewActions({ operator, onSignedOut }: { operator: Operator; onSignedOut: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <AppLink href="/admin" className="text-sm text-accent underline underline-offset-4">
        ← Back to inbox
      </AppLink>
      <SignOutButton operator={operator} onSignedOut={onSignedOut} />
    </div>
  );
}
