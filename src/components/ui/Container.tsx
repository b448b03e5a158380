import type { ComponentPropsWithoutRef } from "react";
import { cn } from "./cn.ts";

/** The page-width container every section of a content page sits in. */
export function Container({ className, ...props }: ComponentPropsWithoutRef<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}
