import type { ReactNode } from "react";

/** A polite message announced when it changes (role=status): an action that went through. */
export function Status({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`text-sm text-muted ${className}`}>
      {children}
    </p>
  );
}
