/** Ecosystem fund application (/ecosystem-fund → ecosystem_fund_applications): the zod schema the server validates with, and the full definition (view + schema + example). */
import { z } from "zod";
import { fundExample } from "./example.ts";
import { fundFields, fundFormView } from "./form.ts";
import { fieldMap } from "../field-map.ts";
import { categoryOptions, fundingAmountOptions, optionValues } from "../options.ts";
import { email, optionalText, optionalUrl, requiredChoice, requiredText, defineForm } from "../schema-kit.ts";

const f = fieldMap(fundFields);

/** Empty optional fields are stored as null (spec section 3). */
const fundSchema = z.strictObject({
  project_name: requiredText(f("project_name")),
  founder_name: requiredText(f("founder_name")),
  email: email(f("email")),
  company_website: optionalUrl(f("company_website")),
  project_description: requiredText(f("project_description")),
  category: requiredChoice(f("category"), optionValues(categoryOptions)),
  funding_amount: requiredChoice(f("funding_amount"), optionValues(fundingAmountOptions)),
  team_size: optionalText(f("team_size")),
  telegram_handle: optionalText(f("telegram_handle")),
  pitch_deck_url: optionalUrl(f("pitch_deck_url")),
  github_url: optionalUrl(f("github_url")),
  additional_info: optionalText(f("additional_info")),
});

export const fundForm = defineForm(fundFormView, { inboxName: "Ecosystem fund", schema: fundSchema, example: fundExample });
