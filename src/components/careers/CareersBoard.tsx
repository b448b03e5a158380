/**
 * Island of /careers: the list view (PositionList) and the form view (the job application,
 * headed with the chosen role, or 'Open Application'). Apply Now / Send Open Application open
 * the form view; Back to Positions, Cancel and a stored submission return to the list.
 *
 * Without JavaScript (and before hydration) the Apply buttons are links to #apply, the area
 * around this island: the form section shows by CSS `:target`, above the list, and asks for the
 * position with a <select name="position_title"> instead of the hidden input.
 */
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { careersPage, positions } from "../../content/careers.ts";
import { careersFormView as careersForm, OPEN_APPLICATION } from "../../forms/careers/form.ts";
import type { FieldDef } from "../../forms/types.ts";
import { formCopy } from "../forms/copy.ts";
import { FieldControl } from "../forms/FieldControl.tsx";
import { LeadForm } from "../forms/LeadForm.tsx";
import { OutcomeNotices } from "../forms/OutcomeNotices.tsx";
import { useLeadForm, type LeadFormState } from "../forms/useLeadForm.ts";
import { cardClass } from "../ui/card.ts";
import { Button } from "../ui/Button.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { cn } from "../ui/cn.ts";
import { Container } from "../ui/Container.tsx";
import { Facts } from "../ui/Facts.tsx";
import { PositionList } from "./PositionList.tsx";

const HEADING_ID = "application-title";
/** PositionList's h2: the list view's heading, and where the no-JS Back/Cancel links go. */
const LIST_HEADING_ID = "positions-title";

type View = { kind: "list" } | { kind: "form"; title: string };

/**
 * The form's rows, always complete: name and e-mail, phone and résumé in pairs; the cover letter and
 * additional information across; the two links and the years of experience three across from xl
 * (where the form is wide enough), and below it the links in a pair and the years on their own row
 * (it stood alone at half width).
 */
const layout = {
  grid: "sm:grid-cols-6",
  spans: {
    full_name: "sm:col-span-3",
    email: "sm:col-span-3",
    phone: "sm:col-span-3",
    resume_url: "sm:col-span-3",
    cover_letter: "sm:col-span-6",
    linkedin_url: "sm:col-span-3 xl:col-span-2",
    portfolio_url: "sm:col-span-3 xl:col-span-2",
    years_experience: "sm:col-span-6 xl:col-span-2",
    additional_info: "sm:col-span-6",
  },
};

const positionField = careersForm.fields.find((f) => f.name === "position_title")!;
/** The no-JavaScript stand-in for the hidden position_title: a select of the six titles and 'Open Application'. */
const positionSelect: FieldDef = { ...positionField, type: "select", label: formCopy.positionLabel, placeholder: formCopy.choosePosition };

/**
 * `children`: the open-application band (CareersPage's `OpenApplication`), static HTML the route passes in, shown under
 * the table in the list view. Its Send Open Application links to #apply; once hydrated, a click on it opens the form.
 */
export function CareersBoard({ children }: { children?: ReactNode }) {
  const [view, setView] = useState<View>({ kind: "list" });
  const pendingFocus = useRef<"form" | "list" | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const showList = () => {
    pendingFocus.current = "list";
    setView({ kind: "list" });
  };
  const state = useLeadForm(careersForm, { onSuccess: showList });
  const { hydrated } = state;

  const openForm = (title: string | null) => {
    pendingFocus.current = "form";
    setView({ kind: "form", title: title ?? OPEN_APPLICATION });
  };

  // Hydrating on a page whose #apply form the visitor opened before (the link works without
  // JavaScript, and the island loads when the visitor reaches for it): keep that form in view,
  // with the position they chose in its no-JavaScript select, and what they typed.
  useEffect(() => {
    if (window.location.hash !== `#${careersPage.apply.id}`) return;
    const chosen = rootRef.current?.querySelector<HTMLSelectElement>('select[name="position_title"]')?.value;
    setView({ kind: "form", title: chosen || OPEN_APPLICATION });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of view, once the new view is rendered, to move focus into it
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    rootRef.current?.scrollIntoView({ block: "start" });
    const heading = target === "form" ? headingRef.current : document.getElementById(LIST_HEADING_ID);
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [view]);

  const title = view.kind === "form" ? view.title : OPEN_APPLICATION;
  // Literal ids, because Tailwind reads class names from the source: careersPage.apply.id, outcomeAnchors("careers").error.
  const formVisibility = hydrated
    ? view.kind === "form"
      ? "grid"
      : "hidden"
    : "hidden [#apply:target_&]:grid group-has-[#careers-error:target]:grid";

  return (
    <div ref={rootRef} className="group" data-careers-board>
      {/* Review round 26: the island spans the page (the open-application band under the roles is full-bleed), so the
          notices, the form and the table stand in the site's container here. */}
      <Container>
        <OutcomeNotices state={state} />
        {/* The form view (review round 15): the role over the form, one column at every width, so no side column
          ends half way down the form (round 13 filled it with two of the hero's steps, which read as 03 and 04 of
          a list missing its first two). At most 56 rem wide, a form's measure. */}
        <section
          aria-labelledby={HEADING_ID}
          className={cn(cardClass(), "mx-auto mb-16 max-w-4xl grid-cols-1 sm:mb-24 gap-8 p-5 sm:p-8", formVisibility)}
          data-application-form
        >
          {/* The role applied for: its title, department and what it does. */}
          <div className="space-y-4 border-b border-border pb-8">
            <BackAction hydrated={hydrated} onClick={showList} variant="ghost" label={formCopy.backToPositions} className="-ml-2 px-2" />
            <h2
              id={HEADING_ID}
              ref={headingRef}
              className="font-display text-2xl font-semibold text-balance text-fg outline-none sm:text-3xl"
            >
              {hydrated ? title : formCopy.applyHeading}
            </h2>
            {hydrated && <RoleSummary title={title} />}
          </div>
          <ApplicationForm state={state} title={hydrated ? title : null} onCancel={showList} />
        </section>
      </Container>
      <div className={hydrated && view.kind === "form" ? "hidden" : undefined} data-list-view>
        <Container className="pb-16 sm:pb-24">
          <PositionList onApply={hydrated ? openForm : undefined} />
        </Container>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: catches the click of the band's own link (keyboard included), the control */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click */}
        <div
          onClick={(e) => {
            if ((e.target as Element).closest("[data-open-application-action]")) {
              e.preventDefault();
              openForm(null);
            }
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * The chosen role's department and its description; for an open application, what to write. Location and type
 * are every role's: the hero's team facts say them once for the page (review round 15: they showed twice per role).
 */
function RoleSummary({ title }: { title: string }) {
  const role = positions.find((p) => p.title === title);
  if (!role) return <p className="max-w-2xl leading-relaxed text-muted">{careersPage.openApplication.summary}</p>;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-10" data-role-summary>
      {/* In the look of the table's and the team's facts (review round 14): one style on the page. */}
      <div className="shrink-0">
        <Facts layout="cells" items={[{ term: careersPage.list.factLabels.department, value: role.department }]} />
      </div>
      <p className="max-w-2xl leading-relaxed text-pretty text-muted">{role.description}</p>
    </div>
  );
}

function ApplicationForm({ state, title, onCancel }: { state: LeadFormState; title: string | null; onCancel: () => void }) {
  return (
    <LeadForm
      state={state}
      labelledBy={HEADING_ID}
      layout={layout}
      hiddenValues={title === null ? undefined : { position_title: title }}
      before={
        title === null ? (
          <div className="sm:col-span-6">
            <FieldControl slug="careers" field={positionSelect} error={state.errors.position_title} onEdit={state.clearError} />
          </div>
        ) : null
      }
      actions={
        <BackAction
          hydrated={state.hydrated}
          onClick={onCancel}
          variant="secondary"
          size="lg"
          label={formCopy.cancel}
          className="w-full sm:w-auto"
        />
      }
    />
  );
}

type BackProps = {
  hydrated: boolean;
  onClick: () => void;
  label: string;
  variant: "ghost" | "secondary";
  size?: "md" | "lg";
  className?: string;
};

/** Back to Positions / Cancel: a button once hydrated; before, a link that moves the target off #apply. */
function BackAction({ hydrated, onClick, label, variant, size = "md", className }: BackProps) {
  const content = (
    <>
      {variant === "ghost" && <ArrowLeft aria-hidden="true" className="size-4" />}
      {label}
    </>
  );
  return hydrated ? (
    <Button variant={variant} size={size} onClick={onClick} className={className}>
      {content}
    </Button>
  ) : (
    <ButtonLink variant={variant} size={size} href={`#${LIST_HEADING_ID}`} className={className}>
      {content}
    </ButtonLink>
  );
}
