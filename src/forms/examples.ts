/**
 * One valid submission per form (JSON shape), every field filled: the OpenAPI and llms.txt
 * examples, the load benchmark, and the sample the API and end-to-end tests submit. Each lives in
 * its form's folder (src/forms/<form>/example.ts).
 */
import { formSlugs, forms } from "./forms.ts";
import type { FormSlug } from "./types.ts";

export const exampleSubmissions = Object.fromEntries(formSlugs.map((slug) => [slug, forms[slug].example])) as Record<
  FormSlug,
  Record<string, unknown>
>;
