import { useEffect, useRef, type ReactNode } from "react";
import { withoutBidiControls } from "../../forms/bidi.ts";

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
