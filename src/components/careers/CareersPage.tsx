import { ArrowDownRight } from "lucide-react";
import type { ReactNode } from "react";
import { careersPage, positions } from "../../content/careers.ts";
import { Container } from "../ui/Container.tsx";
import { Eyebrow } from "../ui/Eyebrow.tsx";
import { PageTitle } from "../ui/PageTitle.tsx";

/** Each team hiring, in the table's order: its name, its count of open roles and its first row's id (PositionList's h3). */
const teams = positions.reduce<{ department: string; count: number; target: string }[]>((acc, p, i) => {
  const team = acc.find((t) => t.department === p.department);
  if (team) team.count += 1;
  else acc.push({ department: p.department, count: 1, target: `position-${i + 1}` });
  return acc;
}, []);

/**
 * /careers hero: the page's h1 'Join Our Team' and its lead beside its picture, the teams hiring (review
 * round 11): one ruled board, unframed, each team a link to its row in the roles' table, with how the
 * teams work as the board's footnotes. Only facts the table states (departments, counts, remote and
 * full-time). On a phone: the title, the lead, then the board two teams across.
 */
export function CareersHero() {
  const { teams: copy } = careersPage;
  const total = positions.length;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid absolute inset-x-0 top-0 -z-10 h-80" />
      <Container className="grid grid-cols-1 gap-10 pt-12 pb-4 sm:pt-16 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center lg:gap-16 lg:pt-20">
        <div className="min-w-0 space-y-6">
          <Eyebrow>{careersPage.eyebrow}</Eyebrow>
          <PageTitle size="display">{careersPage.title}</PageTitle>
          <p className="max-w-xl text-lg leading-relaxed text-pretty text-muted">{careersPage.lead}</p>
        </div>
        <div className="min-w-0" data-teams-board>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border pb-3">
            <h2 className="font-mono text-xs tracking-[0.16em] whitespace-nowrap text-fg uppercase">{copy.label}</h2>
            <p className="font-mono text-xs whitespace-nowrap text-muted">
              {copy.count(total)} · {copy.summary}
            </p>
          </div>
          <ul className="grid grid-cols-2 border-l border-border sm:grid-cols-3">
            {teams.map((t, i) => (
              <li key={t.department} className="border-r border-b border-border">
                <a
                  href={`#${t.target}`}
                  className="group flex h-full min-h-20 flex-col justify-between gap-2 p-4 transition-colors hover:bg-surface/60 focus-visible:bg-surface/60 sm:min-h-32 sm:p-5"
                >
                  <span className="flex items-start justify-between gap-2 font-mono text-xs text-muted">
                    {String(i + 1).padStart(2, "0")}
                    <ArrowDownRight
                      aria-hidden="true"
                      className="size-4 text-muted transition-transform group-hover:translate-x-0.5 group-hover:translate-y-0.5 group-hover:text-fg"
                    />
                  </span>
                  <span className="block space-y-1">
                    <span className="block font-display text-lg font-semibold text-fg sm:text-xl">{t.department}</span>
                    <span className="block font-mono text-xs text-muted">{copy.count(t.count)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <h2 className="sr-only">{copy.howWeWork.label}</h2>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6" data-how-we-work>
              {copy.howWeWork.items.map((item) => (
                <div key={item.term} className="space-y-1">
                  <dt className="font-mono text-xs tracking-[0.16em] text-fg uppercase">{item.term}</dt>
                  <dd className="text-sm leading-relaxed text-pretty text-muted">{item.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
    </section>
  );
}

/**
 * The application area (#apply): holds the list view on the static page, and the careers
 * island (list view and form view), which the route passes as children.
 */
export function ApplicationArea({ children }: { children?: ReactNode }) {
  return (
    <section id={careersPage.apply.id} aria-label={careersPage.apply.label} className="pt-12 pb-16 sm:pt-16 sm:pb-24">
      <Container>{children}</Container>
    </section>
  );
}
