/**
 * Small pieces of the admin views: the page frame, a labelled field, a button and an announced
 * error. Self-contained on purpose (the site's tokens, not its components): a module shared with
 * the public islands would change how the build splits their chunks, and so their JavaScript.
 */
import { forwardRef, useEffect, useId, useRef, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import { withoutBidiControls } from "../../forms/bidi.ts";

export const controlClass =
  "block w-full rounded-lg border border-border bg-bg px-3.5 py-2.5 text-base text-fg placeholder:text-muted transition-colors hover:border-muted/70 focus:border-accent sm:text-sm aria-[invalid=true]:border-danger";

export const labelClass = "block text-sm font-medium text-fg";

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const VARIANTS = {
  primary: "h-11 px-6 text-sm bg-gradient-accent text-accent-fg hover:brightness-110",
  secondary: "h-9 px-4 text-sm border border-border bg-surface-2 text-fg hover:border-accent",
  danger: "h-9 px-4 text-sm border border-danger/70 bg-danger/10 text-fg hover:bg-danger/20",
};

export type Variant = keyof typeof VARIANTS;

/** A button's look, for a link that acts as one (an export's download link). */
export const buttonClass = (variant: Variant = "primary") => `${BUTTON} ${VARIANTS[variant]}`;

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }>(function Button(
  { variant = "primary", className = "", type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
});

/**
 * A view's frame; its heading takes the focus when the view appears (screen readers hear it).
 * The title may be a visitor's text (a lead's name): the heading isolates it (<bdi>) and the tab
 * title drops its bidi controls, so neither reorders the text around it. Long words break
 * anywhere in the whole view (overflow-wrap is inherited), so no text widens the page.
 */
export function View({
  title,
  children,
  wide = false,
  actions,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    document.title = `${withoutBidiControls(title)} | Operators`;
  }, [title]);
  return (
    <div
      className={`[overflow-wrap:anywhere] ${wide ? "mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" : "mx-auto w-full max-w-md px-4 py-12 sm:py-20"}`}
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="min-w-0 font-display text-2xl font-semibold text-fg outline-none sm:text-3xl">
          <bdi>{title}</bdi>
        </h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string };

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ id, label, error, hint, ...input }, ref) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input ref={ref} id={id} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});

/** A section of a view with its own heading (h2). */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-lg font-semibold text-fg">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A polite message announced when it changes (role=status): an action that went through. */
export function Status({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`text-sm text-muted ${className}`}>
      {children}
    </p>
  );
}

/** A message announced as soon as it appears (role=alert), e.g. a refused sign-in. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-danger/60 bg-danger/10 px-3.5 py-2.5 text-sm text-fg">
      {children}
    </p>
  );
}
