/**
 * The site's standing action: the header's button, and the first call of the home, product and
 * x402 heroes and their closing bands. One look wherever it stands (ButtonLink gives every button
 * link here the `solid` variant), so the gradient stays free for a page's own action.
 */
export const siteAction = { label: "Access Compute", href: "/access-compute" } as const;

/** Whether a link goes to the site's standing action (its page, with or without a query or anchor). */
export const isSiteAction = (href: string | undefined) => href?.split(/[?#]/)[0] === siteAction.href;
