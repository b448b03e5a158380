import type { PostFigure as Figure } from "../../content/blog.ts";
import { ArtPanel } from "../art/Art.tsx";
import { cn } from "../ui/cn.ts";

const tones = { accent: "text-accent", "accent-2": "text-accent-2" } as const;

/** A post's small console: the site's panel (window dots, a caption named like a path) over mono rows, each from existing data. */
export function PostFigure({ figure, className }: { figure: Figure; className?: string }) {
  return (
    <ArtPanel caption={figure.caption} className={cn("shadow-none", className)}>
      <dl className="divide-y divide-border/60 px-4 py-2 font-mono text-[13px] leading-snug" data-post-figure="">
        {figure.rows.map((row) => (
          <div key={`${row.key}${row.value}`} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 py-2">
            <dt className="min-w-6 text-muted">{row.key}</dt>
            <dd className="min-w-0">
              <span className={row.variant ? tones[row.variant] : "text-fg"}>{row.value}</span>
              {row.note && <span className="block text-xs text-muted">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </ArtPanel>
  );
}
