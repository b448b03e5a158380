import { toast } from "sonner";
import type { Toast } from "../../forms/types.ts";

/** Shows one of the spec's form toasts (sonner): success, or the destructive error variant. */
export function showToast(t: Toast): void {
  const options = t.description ? { description: t.description } : undefined;
  if (t.variant === "success") toast.success(t.title, options);
  else toast.error(t.title, options);
}
