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

/** `children`: static HTML (an Astro slot, no JavaScript) under the role in the form view: CareersPage's AfterApply. */
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
      <OutcomeNotices state={state} />
      <section
        aria-labelledby={HEADING_ID}
        className={cn(
          cardClass(),
          "mb-12 grid-cols-1 gap-8 p-5 sm:p-8 lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] lg:gap-12",
          formVisibility,
        )}
        data-application-form
      >
        {/* The role applied for: its title, facts and what it does, beside the form (above it on a phone). */}
        <div className="space-y-5 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <BackAction
            hydrated={hydrated}
            onClick={showList}
            variant="ghost"
            label={formCopy.backToPositions}
            className="-ml-2 px-2 lg:-mt-3"
          />
          <h2
            id={HEADING_ID}
            ref={headingRef}
            className="font-display text-2xl font-semibold text-balance text-fg outline-none sm:text-3xl"
          >
            {hydrated ? title : formCopy.applyHeading}
          </h2>
          {hydrated && <RoleSummary title={title} />}
          {children}
        </div>
        <ApplicationForm state={state} title={hydrated ? title : null} onCancel={showList} />
      </section>
      <div className={hydrated && view.kind === "form" ? "hidden" : undefined} data-list-view>
        <PositionList onApply={hydrated ? openForm : undefined} />
      </div>
    </div>
  );
}

/** The chosen role's department, location and type, and its description; for an open application, what to write. */
function RoleSummary({ title }: { title: string }) {
  const role = positions.find((p) => p.title === title);
  if (!role) return <p className="text-sm leading-relaxed text-muted">{careersPage.openApplication.summary}</p>;
  const { factLabels } = careersPage.list;
  const facts = [
    [factLabels.department, role.department],
    [factLabels.location, role.location],
    [factLabels.type, role.type],
  ] as const;
  return (
    <div className="space-y-4" data-role-summary>
      <dl className="divide-y divide-border border-y border-border text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="font-mono text-xs tracking-[0.16em] text-muted uppercase">{label}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm leading-relaxed text-pretty text-muted">{role.description}</p>
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
