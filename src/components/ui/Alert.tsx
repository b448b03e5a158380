import type { ReactNode } from "react";

/** A message announced as soon as it appears (role=alert), e.g. a refused sign-in. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-danger/60 bg-danger/10 px-3.5 py-2.5 text-sm text-fg">
      {children}
    </p>
  );
}
