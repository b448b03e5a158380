/** Texts of the 404 and 500 pages (spec sections 2 and 8). */
import type { PageMeta } from "./meta.ts";
/** The ways on from both error pages, under the home button. */
export const errorHelpLinks = [
  { label: "Documentation", href: "/documentation" },
  { label: "Support", href: "/contact" },
] as const;

export const notFoundPage = {
  meta: { title: "Page not found", description: "The page you are looking for does not exist.", path: "/404" } satisfies PageMeta,
  code: "404",
  title: "Oops! Page not found",
  text: "The page you are looking for may have moved, or never existed.",
  homeLabel: "Return to Home",
} as const;

export const serverErrorPage = {
  meta: { title: "Server error", description: "Something went wrong on our side.", path: "/500" } satisfies PageMeta,
  code: "500",
  title: "Unexpected Application Error!",
  status: "500 Internal Server Error",
  text: "Something went wrong on our side. Please try again in a moment.",
  homeLabel: "Return to Home",
} as const;
