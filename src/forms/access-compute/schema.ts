/** Compute access request (/access-compute → access_compute_requests): the zod schema the server validates with, and the full definition (view + schema + example). */
import { z } from "zod";
import { accessExample } from "./example.ts";
import { accessFields, accessFormView } from "./form.ts";
import { fieldMap } from "../field-map.ts";
import { checkbox, email, optionalText, requiredText, defineForm } from "../schema-kit.ts";

const f = fieldMap(accessFields);

/** Our choice (the spec leaves it open): empty optional text is stored as null, as on the fund and careers forms. */
const accessSchema = z.strictObject({
  first_name: requiredText(f("first_name")),
  last_name: requiredText(f("last_name")),
  company_email: email(f("company_email")),
  company_name: requiredText(f("company_name")),
  role: requiredText(f("role")),
  use_case: requiredText(f("use_case")),
  gpu_required: optionalText(f("gpu_required")),
  vram_required: optionalText(f("vram_required")),
  duration: optionalText(f("duration")),
  additional_info: optionalText(f("additional_info")),
  agreed_to_terms: checkbox(f("agreed_to_terms")),
});

export const accessForm = defineForm(accessFormView, { inboxName: "Access compute", schema: accessSchema, example: accessExample });
