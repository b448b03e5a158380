/** Compute provider request, the Cloud Host Application (/provide-compute → provide_compute_requests): the zod schema the server validates with, and the full definition (view + schema + example). */
import { z } from "zod";
import { provideExample } from "./example.ts";
import { provideFields, provideFormView } from "./form.ts";
import { fieldMap } from "../field-map.ts";
import { gpuSetupOptions, optionValues } from "../options.ts";
import { checkbox, email, integer, optionalChoice, requiredText, defineForm } from "../schema-kit.ts";

const f = fieldMap(provideFields);

/**
 * Our choice (the spec leaves it open): an empty gpu_setup is stored as null. The "more
 * information" group is marked required on the page but, as in the spec, not enforced.
 */
const provideSchema = z.strictObject({
  first_name: requiredText(f("first_name")),
  last_name: requiredText(f("last_name")),
  company_email: email(f("company_email"), { rejectFreeMail: true }),
  company_name: requiredText(f("company_name")),
  role: requiredText(f("role")),
  gpu_location: requiredText(f("gpu_location")),
  gpu_type: requiredText(f("gpu_type")),
  gpu_count: integer(f("gpu_count")),
  gpu_setup: optionalChoice(f("gpu_setup"), optionValues(gpuSetupOptions)),
  request_demo: checkbox(f("request_demo")),
  schedule_call: checkbox(f("schedule_call")),
  receive_info: checkbox(f("receive_info")),
  contributing_capital: checkbox(f("contributing_capital")),
  consent_emails: checkbox(f("consent_emails")),
});

export const provideForm = defineForm(provideFormView, { inboxName: "Provide compute", schema: provideSchema, example: provideExample });
