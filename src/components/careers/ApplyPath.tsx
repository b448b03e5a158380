import { careersPage } from "../../content/careers.ts";
import { ArtPanel } from "../art/Art.tsx";

/**
 * /careers' first-screen drawing, in the site's illustration language (docs/design.md): how applying
 * works, three numbered steps on one rail (a real sequence). Plain text only, nothing shaped like a
 * control (review round 9): step 1 names the page's two buttons, step 2 the form's fields as it labels
 * them, each as a quiet mono line, and step 3 says what happens after sending, with no notice drawn
 * (it read as if something had been sent). Compact: on a phone the name lines and the status drop, so
 * the roles' table follows soon. It does not list the roles: the table right below does.
 * From `careersPage.path`; one named image.
 */
export function ApplyPath({ className }: { className?: string }) {
  const { path, list, openApplication } = careersPage;
  const [choose, send, review] = path.steps;
  return (
    <ArtPanel caption={path.caption} className={className}>
      <div role="img" aria-label={path.label} data-apply-path="" className="p-5 sm:p-6">
        <div aria-hidden="true" className="relative">
          <span className="absolute top-3 bottom-3 left-[0.9375rem] w-px bg-border" />
          <ol className="relative space-y-4 sm:space-y-5">
            <Step n={1} title={choose!.title} text={choose!.text} names={[list.applyLabel, openApplication.buttonLabel]} />
            <Step n={2} title={send!.title} text={send!.text} names={path.fields} />
            <Step n={3} title={review!.title} text={review!.text} last />
          </ol>
        </div>
        <p aria-hidden="true" className="mt-5 hidden border-t border-border pt-4 font-mono text-xs text-muted sm:block">
          {path.status}
        </p>
      </div>
    </ArtPanel>
  );
}

function Step({ n, title, text, names, last }: { n: number; title: string; text: string; names?: readonly string[]; last?: boolean }) {
  return (
    <li className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4">
      <span
        className={`grid size-8 place-items-center rounded-full border bg-bg font-mono text-xs text-fg ${last ? "border-accent/70" : "border-border"}`}
      >
        {String(n).padStart(2, "0")}
      </span>
      <span className="block min-w-0 space-y-1 pt-1">
        <span className="block font-mono text-xs tracking-[0.12em] text-fg uppercase">{title}</span>
        <span className="block text-sm leading-snug text-pretty text-muted">{text}</span>
        {names && (
          <span className="hidden font-mono text-xs leading-relaxed text-pretty text-muted/80 sm:block" data-path-names="">
            {names.join(" · ")}
          </span>
        )}
      </span>
    </li>
  );
}
