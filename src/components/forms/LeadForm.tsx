/**
 * The generic lead form: a real <form method="post" action="/api/forms/<slug>"> rendered from
 * the definition (fields in order, checkbox groups as fieldset + legend, the honeypot), wired to
 * useLeadForm for the scripted submit. Works without JavaScript as a plain form post.
 */
import { LoaderCircle } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { HONEYPOT_TOOL_HINT, webMcpFormAttributes } from "../../discovery/webmcp.ts";
import { apiPath } from "../../forms/api.ts";
import type { FieldDef } from "../../forms/types.ts";
import { HONEYPOT_FIELD } from "../../forms/honeypot.ts";
import { Button } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { formCopy } from "./copy.ts";
import { FieldControl, LabelText, fieldId } from "./FieldControl.tsx";
import type { LeadFormState } from "./useLeadForm.ts";

type Props = {
  state: LeadFormState;
  /** Values of "hidden" fields (careers: position_title); a hidden field without one is not rendered. */
  hiddenValues?: Readonly<Record<string, string>>;
  /** Rendered first in the field grid (careers without JavaScript: the position select). */
  before?: ReactNode;
  /** Buttons after the submit button (Cancel). */
  actions?: ReactNode;
  labelledBy?: string;
  formRef?: Ref<HTMLFormElement>;
  className?: string;
  /**
   * A form's own grid (the fields stay in their order): the grid's columns and each field's span.
   * Without it, short fields sit in pairs and long ones take the row.
   */
  layout?: { grid: string; spans: Readonly<Record<string, string>> };
  /**
   * Rendered inside the named field, between its label and its control, so both read as one question
   * (/access-compute: the GPU picks that fill GPU Type).
   */
  fieldAddons?: Readonly<Record<string, ReactNode>>;
  /**
   * `box` (the default): a checkbox group is a bordered box. `plain`: no box, the legend set as a field's label,
   * for a form already on a card (/provide-compute), where a box in the box nests one frame too many.
   */
  groupFrame?: "box" | "plain";
};

/** Long inputs take the whole row from the sm breakpoint; short ones sit in pairs. */
function isWide(field: FieldDef): boolean {
  return field.type === "textarea" || field.type === "checkbox";
}

export function LeadForm({
  state,
  hiddenValues = {},
  before,
  actions,
  labelledBy,
  formRef,
  className,
  layout,
  fieldAddons,
  groupFrame = "box",
}: Props) {
  const { form, errors, submitting, onSubmit, clearError, hydrated } = state;
  const rendered = new Set<string>();
  const items: ReactNode[] = [];
  for (const field of form.fields) {
    if (rendered.has(field.name)) continue;
    if (field.type === "hidden") {
      const value = hiddenValues[field.name];
      if (value !== undefined) items.push(<input key={field.name} type="hidden" name={field.name} value={value} />);
      continue;
    }
    const group = field.group ? form.groups.find((g) => g.id === field.group) : undefined;
    if (group) {
      const members = form.fields.filter((f) => f.group === group.id);
      for (const f of members) rendered.add(f.name);
      items.push(
        <fieldset
          key={group.id}
          className={cn("sm:col-span-2", groupFrame === "box" ? "rounded-xl border border-border px-4 pt-4 pb-1.5" : "min-w-0")}
          data-group={group.id}
        >
          {/* Floated, the legend sits inside the box as its first line: a wrapped legend never has the border through it. */}
          <legend className="float-left mb-1 w-full text-sm font-medium text-fg">
            <LabelText text={group.legend} />
          </legend>
          {/* The rows are 44 px targets themselves: no gap between them, so they sit evenly. */}
          <div className="clear-left grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {members.map((f) => (
              <FieldControl key={f.name} slug={form.slug} field={f} error={errors[f.name]} onEdit={clearError} />
            ))}
          </div>
        </fieldset>,
      );
      continue;
    }
    items.push(
      <div key={field.name} className={layout ? layout.spans[field.name] : cn(isWide(field) && "sm:col-span-2")}>
        <FieldControl slug={form.slug} field={field} error={errors[field.name]} onEdit={clearError} addon={fieldAddons?.[field.name]} />
      </div>,
    );
  }

  const honeypotId = fieldId(form.slug, HONEYPOT_FIELD);
  return (
    <form
      ref={formRef}
      method="post"
      action={apiPath(form.slug)}
      onSubmit={onSubmit}
      // Hydrated, the island checks the fields itself and shows the messages under them; without
      // JavaScript the browser's native checks stay.
      noValidate={hydrated || undefined}
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      data-lead-form={form.slug}
      {...webMcpFormAttributes(form)}
      className={cn("space-y-6", className)}
    >
      <p className="text-sm text-muted">{formCopy.requiredNote}</p>
      <div className={cn("grid grid-cols-1 gap-5", layout ? layout.grid : "sm:grid-cols-2")}>
        {before}
        {items}
      </div>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{formCopy.honeypotLabel}</label>
        <input
          id={honeypotId}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          {...{ toolparamdescription: HONEYPOT_TOOL_HINT }}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto sm:min-w-40">
          {submitting && <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
          {submitting ? form.submittingLabel : form.submitLabel}
        </Button>
        {actions}
      </div>
      <p className="text-sm text-muted" data-privacy-note="">
        {formCopy.privacyNote.text}{" "}
        <a href={formCopy.privacyNote.href} className="font-medium text-fg underline underline-offset-4 hover:text-accent">
          {formCopy.privacyNote.link}
        </a>
      </p>
    </form>
  );
}
