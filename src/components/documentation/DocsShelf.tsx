import { ArrowRight, FileJson, FileText, Folder } from "lucide-react";
import { docsPage } from "../../content/docs.ts";
import { site } from "../../content/site.ts";
import { AI_CATALOG_PATH } from "../../discovery/ai-catalog.ts";
import { DOCS_PATHS } from "../../discovery/agent-docs.ts";
import { cn } from "../ui/cn.ts";

type Entry = { path: string; note: string };

/**
 * /documentation's first-screen visual: the documentation that is readable today, as the site
 * serves it, drawn as a file tree under the site's own host (from SITE_URL): the agents' index
 * (llms.txt), the forms' OpenAPI contract, the agent catalogue under .well-known/, and the three Markdown guides under
 * docs/. Every row is a real link to a document that answers 200 (tests/e2e/links.test.ts follows
 * them all); the paths are the discovery modules' own. The topics below are the guides for people,
 * in preparation; this is what already exists. No script.
 */
export function DocsShelf() {
  const { shelf } = docsPage;
  const n = shelf.notes;
  // The tree as the site serves it: two files at the root, then two folders (.well-known/ and docs/), each with its
  // files under it. Every name is short, so the name column leaves the notes room (review round 14: the catalogue's
  // full path, ".well-known/ai-catalog.json", filled the column edge to edge against its note at 1440).
  const root: Entry[] = [
    { path: "/llms.txt", note: n.llms },
    { path: "/openapi.json", note: n.openapi },
  ];
  const folders: { path: string; entries: Entry[] }[] = [
    { path: folderOf(AI_CATALOG_PATH), entries: [{ path: AI_CATALOG_PATH, note: n.catalog }] },
    {
      path: folderOf(DOCS_PATHS.leadApi),
      entries: [
        { path: DOCS_PATHS.leadApi, note: n.leadApi },
        { path: DOCS_PATHS.mcp, note: n.mcp },
        { path: DOCS_PATHS.x402Sandbox, note: n.x402Sandbox },
      ],
    },
  ];
  return (
    // Not a window (the frame is kept for real terminals and apps): an index printed on the page, a ruled
    // heading (the host, the caption) over the tree, the tree on the page's own ground: solid, the hero's grid faded out
    // around it by a soft ring of that ground (review round 18: at 375 the grid's lines ran behind the names and notes).
    <figure className="bg-bg shadow-[0_0_24px_20px_var(--color-bg)]" data-docs-index="">
      {/* Review round 12 set the caption over the host on a phone (side by side they filled the row edge to edge); round 23's
          reviewer read that order as wrong (the label first, the path after it, the other way round from 1440). The host,
          the tree's root, leads at every width, and the tree follows the caption's rule. */}
      {/* Review round 26: on a phone the two on one line were crowded (~18 px apart): below sm the caption stands under the
          host, on the host's text edge (past its dot); from sm one line, the caption at the right end, as before. */}
      <figcaption className="flex flex-col gap-y-1.5 border-b border-border pb-3 font-mono text-[13px] sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-4 sm:gap-y-1">
        <span className="flex items-center gap-2 text-fg" data-docs-shelf-host="">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
          {new URL(site.url).host}/
        </span>
        <span className="text-xs tracking-[0.14em] text-muted uppercase max-sm:pl-3.5" data-docs-shelf-caption="">
          {shelf.caption}
        </span>
      </figcaption>
      {/* On a phone the names are 14 px and the notes 13 px (review round 13: 13 and 12 px read as fine print on the first screen). */}
      <nav aria-label={shelf.label} className="pt-4 font-mono text-sm sm:pt-3 sm:text-[13px]" data-docs-shelf="">
        <ul className="ml-[3px]">
          {root.map((e) => (
            <Row key={e.path} entry={e} name={e.path.slice(1)} />
          ))}
          {folders.map((f) => (
            <li
              key={f.path}
              className="relative pl-5 before:absolute before:top-[1.375rem] before:left-0 before:w-3.5 before:border-t before:border-border after:absolute after:top-0 after:left-0 after:h-full after:border-l after:border-border last:after:h-[1.375rem]"
            >
              <p className="flex min-h-11 items-center gap-2 text-muted">
                <Folder className="size-4 shrink-0" aria-hidden="true" />
                {f.path.slice(1)}
              </p>
              <ul className="ml-[7px]">
                {f.entries.map((e) => (
                  <Row key={e.path} entry={e} name={e.path.slice(f.path.length)} nested />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </figure>
  );
}

/** "/docs/": the folder a served path sits in, with its slashes. */
function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/** `nested`: a row under a folder, 27 px further in (the folder's indent), its name column as much narrower, so every note starts on one line. */
function Row({ entry, name, nested = false }: { entry: Entry; name: string; nested?: boolean }) {
  const Icon = name.endsWith(".json") ? FileJson : FileText;
  return (
    <li className="relative pl-5 before:absolute before:top-[1.125rem] before:left-0 before:w-3.5 before:border-t before:border-border after:absolute after:top-0 after:left-0 after:h-full after:border-l after:border-border last:after:h-[1.125rem] sm:before:top-[1.375rem] sm:last:after:h-[1.375rem]">
      <a
        href={entry.path}
        className={cn(
          // One link cue at every width (review round 19: a chevron at 375, an underlined name at 1440): the row is the
          // target (44 px+), an arrow at the name's line's end as "In this guide" has, the name underlined on hover only.
          // On a phone the name over its note, 8 px above and below (review round 12), the note running under the arrow;
          // from sm the name, its note and the arrow on one line.
          "group grid min-h-11 grid-cols-[1rem_minmax(0,1fr)_1rem] items-center gap-x-2 gap-y-1 py-2 sm:gap-x-2.5 sm:gap-y-0 sm:py-1.5",
          nested ? "sm:grid-cols-[1rem_133px_minmax(0,1fr)_1rem]" : "sm:grid-cols-[1rem_160px_minmax(0,1fr)_1rem]",
        )}
        data-docs-file=""
      >
        <Icon className="size-4 text-muted" aria-hidden="true" />
        <span className="truncate text-fg underline-offset-4 group-hover:underline">{name}</span>
        <span
          data-docs-note=""
          className="col-span-2 col-start-2 font-sans text-[13px] leading-snug text-balance text-muted sm:col-span-1 sm:col-start-3"
        >
          {entry.note}
        </span>
        <ArrowRight
          className="col-start-3 row-start-1 size-3.5 justify-self-end text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-fg sm:col-start-4"
          aria-hidden="true"
          data-docs-cue=""
        />
      </a>
    </li>
  );
}
