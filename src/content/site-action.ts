/**
 * The site's standing action: the header's button, and the first call of the home, product and
 * x402 heroes and their closing bands.
 */
export const siteAction = { label: "Access Compute", href: "/access-compute" } as const;
