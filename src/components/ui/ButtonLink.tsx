import type { AnchorHTMLAttributes } from "react";
import { buttonVariants, type ButtonVariants as Variants } from "./button-variants.ts";
import { cn } from "./cn.ts";

/** A link styled as a button: the same variants and sizes as `Button`. */
export function ButtonLink({ className, variant, size, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Variants) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
