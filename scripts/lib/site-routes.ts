/** The site's canonical routes, from the spec's route table (aliases are tested separately). */
export const ROUTES = [
  "/",
  "/about",
  "/blog",
  "/careers",
  "/documentation",
  "/ecosystem-fund",
  "/ecosystem",
  "/contact",
  "/nirvana-earth",
  "/nirvana-atmosphere",
  "/access-compute",
  "/provide-compute",
  "/x402-integration",
  "/x402-documentation",
] as const;
