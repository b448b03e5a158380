/**
 * The lead forms, in the site's order: each form's full definition from its folder
 * src/forms/<form>/schema.ts (loads zod: server side only). FormSlug and LeadTable (types.ts) are
 * derived from this list, and so is the registry by slug (forms.ts).
 */
import { accessForm } from "./access-compute/schema.ts";
import { careersForm } from "./careers/schema.ts";
import { contactForm } from "./contact/schema.ts";
import { fundForm } from "./ecosystem-fund/schema.ts";
import { provideForm } from "./provide-compute/schema.ts";

export const formDefinitions = [fundForm, contactForm, accessForm, provideForm, careersForm] as const;
