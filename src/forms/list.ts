/**
 * The lead forms, in the site's order: each form's view from its folder src/forms/<form>/
 * (zod-free). FormSlug and LeadTable (types.ts) are derived from this list, and the registry
 * (forms.ts) holds one definition for each.
 */
import { accessFormView } from "./access-compute/form.ts";
import { careersFormView } from "./careers/form.ts";
import { contactFormView } from "./contact/form.ts";
import { fundFormView } from "./ecosystem-fund/form.ts";
import { provideFormView } from "./provide-compute/form.ts";

export const formViews = [fundFormView, contactFormView, accessFormView, provideFormView, careersFormView] as const;
