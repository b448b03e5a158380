import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { buttonVariants, type ButtonVariants as Variants } from "./button-variants.ts";
import { cn } from "./cn.ts";

export { buttonVariants };

export function Button({ className, variant, size, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Variants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link styled as a button. */
export function ButtonLink({ className, variant, size, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Variants) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
