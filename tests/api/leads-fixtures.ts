/**
 * Per form of the list: a full valid submission (src/forms/examples.ts, the one sample per form
 * that the OpenAPI document, the end-to-end tests and the benchmark use too; every field filled,
 * so it is stored exactly as sent) and a minimal one (required fields only, optional ones empty)
 * with the values it must store. By default an optional field is sent empty and stored as null,
 * an optional checkbox is sent and stored unticked; the forms that differ say how below.
 */
import { exampleSubmissions } from "../../src/forms/examples.ts";
import { formDefinitions } from "../../src/forms/list.ts";
import type { FormSlug } from "../../src/forms/types.ts";

export type Fixture = {
  full: Record<string, unknown>;
  fullRow: Record<string, unknown>;
  minimal: Record<string, unknown>;
  minimalRow: Record<string, unknown>;
};

const contact = exampleSubmissions.contact;
const provide = exampleSubmissions["provide-compute"];

/** Where a form's minimal submission is not the default one. */
const minimalOf: Partial<Record<FormSlug, Pick<Fixture, "minimal" | "minimalRow">>> = {
  // Company is stored as typed, even empty.
  contact: { minimal: { ...contact, company: "" }, minimalRow: { ...contact, company: "" } },
  // One way of more information stays ticked (the group needs one); the GPU count is typed as text.
  "provide-compute": {
    minimal: { ...provide, gpu_count: "8", gpu_setup: "", request_demo: false, receive_info: false, contributing_capital: false },
    minimalRow: { ...provide, gpu_count: 8, gpu_setup: null, request_demo: false, receive_info: false, contributing_capital: false },
  },
};

/** The default minimal submission: every optional field left empty (careers: an open application). */
function defaultMinimal(slug: FormSlug): Pick<Fixture, "minimal" | "minimalRow"> {
  const full = exampleSubmissions[slug];
  const optional = formDefinitions.find((f) => f.slug === slug)!.fields.filter((f) => !f.required);
  const emptied = (checkbox: unknown, other: unknown) =>
    Object.fromEntries(optional.map((f) => [f.name, f.type === "checkbox" ? checkbox : other]));
  const open = slug === "careers" ? { position_title: "Open Application" } : {};
  return {
    minimal: { ...full, ...open, ...emptied(false, "") },
    minimalRow: { ...full, ...open, ...emptied(false, null) },
  };
}

export const fixtures = Object.fromEntries(
  formDefinitions.map(({ slug }) => {
    const full = exampleSubmissions[slug];
    return [slug, { full, fullRow: full, ...(minimalOf[slug] ?? defaultMinimal(slug)) }];
  }),
) as Record<FormSlug, Fixture>;
