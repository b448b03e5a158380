import type { AnchorHTMLAttributes } from "react";
import { isSiteAction } from "../../content/site-action.ts";
import { buttonVariants, type ButtonVariants as Variants } from "./button-variants.ts";
import { cn } from "./cn.ts";

/**
 * A link styled as a button. A link to the site's standing action (Access Compute) is always
 * `solid`, as in the header, whatever the caller asks: one action, one treatment on every page.
 */
export function ButtonLink({ className, variant, size, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Variants) {
  const look = isSiteAction(props.href) ? "solid" : variant;
  return <a className={cn(buttonVariants({ variant: look, size }), className)} {...props} />;
}
