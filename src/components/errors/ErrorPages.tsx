import { notFoundPage, serverErrorPage } from "../../content/errors.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

export function NotFound() {
  const p = notFoundPage;
  return (
    <ErrorScreen code={p.code} title={p.title} homeLabel={p.homeLabel}>
      <p className="max-w-md text-lg text-muted">{p.text}</p>
    </ErrorScreen>
  );
}

/** The generic failure screen: the title followed by the status text. */
export function ServerError() {
  const p = serverErrorPage;
  return (
    <ErrorScreen code={p.code} title={p.title} homeLabel={p.homeLabel}>
      <p className="font-mono text-lg text-accent-2" data-status-text>
        {p.status}
      </p>
      <p className="max-w-md text-muted">{p.text}</p>
    </ErrorScreen>
  );
}
