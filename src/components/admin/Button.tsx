/**
 * The inbox's button: the site's button variants (../ui/button-variants.ts) at the size each is
 * used in, joined without tailwind-merge, which the inbox does not load.
 */
import type { ComponentProps } from "react";
import { buttonVariants } from "../ui/button-variants.ts";

/** The inbox's looks: the site's button variants at the size each is used in. */
const SIZES = { primary: "md", secondary: "sm", danger: "sm" } as const;

export type Variant = keyof typeof SIZES;

/** A button's look, for a link that acts as one (an export's download link). */
export const buttonClass = (variant: Variant = "primary") => buttonVariants({ variant, size: SIZES[variant] });

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}
