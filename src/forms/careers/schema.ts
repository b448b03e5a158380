/** Job application (/careers → job_applications): the zod schema the server validates with, and the full definition (view + schema + example). */
import { z } from "zod";
import { careersExample } from "./example.ts";
import { careersFields, careersFormView, positionTitles } from "./form.ts";
import { fieldMap } from "../field-map.ts";
import { email, optionalText, optionalUrl, requiredChoice, requiredText, defineForm } from "../schema-kit.ts";

const f = fieldMap(careersFields);

/** Optional fields are stored as null when empty (spec section 3). */
const careersSchema = z.strictObject({
  position_title: requiredChoice(f("position_title"), positionTitles),
  full_name: requiredText(f("full_name")),
  email: email(f("email")),
  phone: optionalText(f("phone")),
  resume_url: optionalUrl(f("resume_url")),
  cover_letter: optionalText(f("cover_letter")),
  linkedin_url: optionalUrl(f("linkedin_url")),
  portfolio_url: optionalUrl(f("portfolio_url")),
  years_experience: optionalText(f("years_experience")),
  additional_info: optionalText(f("additional_info")),
});

export const careersForm = defineForm(careersFormView, { inboxName: "Careers", schema: careersSchema, example: careersExample });
