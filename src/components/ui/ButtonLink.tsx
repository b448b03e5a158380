import type { AnchorHTMLAttributes } from "react";
import { isSiteAction } from "../../content/site-action.ts";
import { buttonVariants, type ButtonVariants as Variants } from "./button-variants.ts";
import { cn } from "./cn.ts";

/** An in-page link: the stand-in, before hydration, for the button that opens the page's form. */
const opensPageForm = (href: string | undefined) => href?.startsWith("#") ?? false;

/**
 * A link styled as a button. The accent rule (docs/design.md): the gradient means "send", so a link
 * that takes the visitor elsewhere is never gradient: a `primary` link is `solid`, unless it is the
 * in-page stand-in for the button that opens the page's form. A link to the site's standing action
 * (Access Compute) is always `solid`, as in the header, whatever the caller asks.
 */
export function ButtonLink({ className, variant, size, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Variants) {
  const asked = variant ?? "primary";
  const look = isSiteAction(props.href) || (asked === "primary" && !opensPageForm(props.href)) ? "solid" : asked;
  return <a className={cn(buttonVariants({ variant: look, size }), className)} {...props} />;
}
