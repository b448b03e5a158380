import type { ButtonHTMLAttributes } from "react";
import { buttonVariants, type ButtonVariants as Variants } from "./button-variants.ts";
import { cn } from "./cn.ts";

export function Button({ className, variant, size, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Variants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
