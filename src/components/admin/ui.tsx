/**
 * The inbox's pieces: its views' frame (View) and their sections (Section), and the shared UI
 * primitives (src/components/ui/) as the inbox uses them: a button in three looks, a labelled field,
 * the form controls' classes, announced messages. The button takes its classes from the site's own
 * (ui/button-variants.ts) but joins them without tailwind-merge, which the inbox does not load.
 */
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from "react";
import { withoutBidiControls } from "../../forms/bidi.ts";
import { buttonVariants } from "../ui/button-variants.ts";

export { Alert } from "../ui/Alert.tsx";
export { Field } from "../ui/Field.tsx";
export { Status } from "../ui/Status.tsx";
export { controlClass, labelClass } from "../ui/control.ts";

/** The inbox's looks: the site's button variants at the size each is used in. */
const SIZES = { primary: "md", secondary: "sm", danger: "sm" } as const;

export type Variant = keyof typeof SIZES;

/** A button's look, for a link that acts as one (an export's download link). */
export const buttonClass = (variant: Variant = "primary") => buttonVariants({ variant, size: SIZES[variant] });

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}

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
