/**
 * One field of a lead form, rendered from its definition (src/forms): label, native input with
 * the definition's type, required, placeholder, maxLength, rows, min/max or options, and the
 * server's message under it (aria-describedby + aria-invalid) when it rejected the field.
 */
import type { ReactNode } from "react";
import { Check, ChevronDown } from "lucide-react";
import type { FieldDef, FormSlug } from "../../forms/types.ts";
import { cn } from "../ui/cn.ts";
import { controlClass, labelClass } from "../ui/control.ts";

export function fieldId(slug: FormSlug, name: string): string {
  return `${slug}-${name.replaceAll("_", "-")}`;
}

type Props = {
  slug: FormSlug;
  field: FieldDef;
  error?: string;
  /** Called when the visitor edits the field (clears its message). */
  onEdit: (name: string) => void;
  /** Between the label and the control (/access-compute: the GPU picks that fill GPU Type). */
  addon?: ReactNode;
};

/**
 * A label's text with its last word and the required mark kept on one line, so a wrap never
 * leaves "*" alone (the text itself is unchanged).
 */
export function LabelText({ text }: { text: string }) {
  const m = /^(.*\s)(\S+ \*)$/s.exec(text);
  if (!m) return <>{text}</>;
  return (
    <>
      {m[1]}
      <span className="whitespace-nowrap">{m[2]}</span>
    </>
  );
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger" data-field-message>
      {message}
    </p>
  );
}

export function FieldControl({ slug, field, error, onEdit, addon }: Props) {
  const id = fieldId(slug, field.name);
  const messageId = `${id}-message`;
  const shared = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? messageId : undefined,
    onChange: () => onEdit(field.name),
    // WebMCP: what this parameter of the form's tool means, for browsing agents.
    toolparamdescription: field.description,
  };

  if (field.type === "checkbox") {
    return (
      <div>
        {/* One row, 44 px high at least: the label fills it, so the whole row is the tap target (the box
            on its first line); rows of a group sit evenly one under the other. */}
        <div className="flex min-h-11 items-start gap-3" data-checkbox-row="">
          {/* A native checkbox drawn with the design tokens: the box is the input (appearance: none), the
              tick an icon over it shown by :checked; the global :focus-visible ring applies. */}
          <span className="mt-3 grid size-5 shrink-0 place-items-center">
            <input
              {...shared}
              type="checkbox"
              value="on"
              data-checkbox
              className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded-[5px] border border-muted/60 bg-bg transition-colors checked:border-accent checked:bg-accent hover:border-accent aria-[invalid=true]:border-danger"
            />
            <Check
              aria-hidden="true"
              strokeWidth={3}
              className="pointer-events-none col-start-1 row-start-1 size-3.5 text-accent-fg opacity-0 peer-checked:opacity-100"
            />
          </span>
          <label htmlFor={id} className="min-h-11 flex-1 cursor-pointer py-3 text-sm leading-5 text-fg">
            <LabelText text={field.label} />
          </label>
        </div>
        <FieldMessage id={messageId} message={error} />
      </div>
    );
  }

  let control: ReactNode;
  if (field.type === "textarea") {
    control = (
      <textarea
        {...shared}
        rows={field.rows}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        className={cn(controlClass, "resize-y")}
      />
    );
  } else if (field.type === "select") {
    control = (
      <div className="relative">
        <select {...shared} defaultValue="" className={cn(controlClass, "cursor-pointer appearance-none pr-10")}>
          <option value="">{field.placeholder ?? ""}</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted" />
      </div>
    );
  } else {
    const numeric = field.type === "number";
    control = (
      <input
        {...shared}
        type={field.type}
        placeholder={field.placeholder}
        maxLength={numeric ? undefined : field.maxLength}
        min={field.min}
        max={field.max}
        step={numeric ? 1 : undefined}
        inputMode={numeric ? "numeric" : undefined}
        autoComplete={field.autoComplete}
        className={controlClass}
      />
    );
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        <LabelText text={field.label} />
      </label>
      {addon}
      {control}
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
