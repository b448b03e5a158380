import { cn } from "../ui/cn.ts";

/**
 * "On this page" for the long reading pages (/x402-documentation, /privacy): one component, one
 * look. A rail the height of the page's sections (a ruled column from lg), the list sticky inside it;
 * each entry numbered (the sections' order is the page's), the section in view marked by a rule on
 * the list's left edge and a brighter label (CSS scroll markers, :target-current: no script). Below
 * lg the list sits above the sections in `columns` (a grid), each entry a 44 px target.
 */
export function PageContents({
  titleId,
  title,
  items,
  columns = "grid-cols-2 sm:grid-cols-3",
  className,
  railRule = true,
}: {
  titleId: string;
  title: string;
  items: readonly { id: string; label: string }[];
  /** The grid's columns below lg. */
  columns?: string;
  /** Opt-in: classes for the rail (e.g. /privacy moves it to the page's right from xl). */
  className?: string;
  /**
   * Opt-in `false` (review round 20, /x402-documentation): no rule on the rail's edge. The rail runs the page's length
   * (the sticky list's track), so its rule was a ~6,000 px line beside an empty column; the list keeps its own left rule,
   * as long as the list. Default: the ruled rail (/privacy).
   */
  railRule?: boolean;
}) {
  return (
    <div className={cn(railRule && "lg:border-r lg:border-border/60 lg:pr-6", className)}>
      <nav aria-labelledby={titleId} className="lg:sticky lg:top-[calc(var(--header-height)+2rem)]">
        <h2 id={titleId} className="font-mono text-xs tracking-[0.18em] text-muted uppercase">
          {title}
        </h2>
        <ol
          className={cn(
            "mt-4 grid gap-x-4 gap-y-1 [scroll-target-group:auto] lg:grid-cols-1 lg:gap-0 lg:border-l lg:border-border",
            columns,
          )}
          data-toc
        >
          {items.map((e, i) => (
            <li key={e.id}>
              <a
                href={`#${e.id}`}
                className="flex min-h-11 items-start gap-2 py-2.5 text-sm leading-snug text-muted hover:text-fg lg:-ml-px lg:min-h-0 lg:border-l lg:border-transparent lg:px-3 lg:py-2 lg:hover:border-fg/40 [&:target-current]:font-semibold [&:target-current]:text-fg lg:[&:target-current]:border-fg"
              >
                <span aria-hidden="true" className="font-mono text-xs leading-5 text-muted/70">
                  {String(i + 1).padStart(2, "0")}
                </span>
                {e.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
