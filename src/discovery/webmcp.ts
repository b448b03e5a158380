/**
 * WebMCP declarative annotations of the lead forms: a browsing agent sees each <form> as a tool
 * (`toolname`, `tooldescription`) and each field's `toolparamdescription`.
 */
import type { FormView } from "../forms/types.ts";

/** The form's tool name, declared in its folder (src/forms/<form>/form.ts). */
export function webMcpToolName(form: Pick<FormView, "toolName">): string {
  return form.toolName;
}

/** Attributes for the <form> element. */
export function webMcpFormAttributes(form: FormView): Record<string, string> {
  return { toolname: webMcpToolName(form), tooldescription: `${form.description} Stored as one record; the team replies by e-mail.` };
}

/** The honeypot is a form field too: an agent must leave it empty, or the submission is dropped as spam. */
export const HONEYPOT_TOOL_HINT = "Anti-spam trap: always leave this empty.";
