/** The metadata of a page, one shape for every page: the layout turns it into the document's head. */
export type PageMeta = {
  /** The `<title>` before " | Nirvana" (Home: the site name, which gets the tagline instead). */
  readonly title: string;
  /** Meta and Open Graph description, at most 160 characters (tests/e2e/html-valid.test.ts). */
  readonly description: string;
  /** Canonical path: the page's route; an alias route shows the page whose path this is. */
  readonly path: string;
};
