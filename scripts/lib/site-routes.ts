import { sitePages } from "../../src/content/routes.ts";

/** The site's canonical routes: the public pages of the route manifest, in its order (aliases are tested separately). */
export const ROUTES: readonly string[] = sitePages.map((page) => page.meta.path);
