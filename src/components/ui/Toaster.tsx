import { Toaster as Sonner } from "sonner";

/** The one toast viewport; sonner's default of at most three visible toasts, stated explicitly. */
export function Toaster() {
  return <Sonner theme="dark" position="bottom-right" visibleToasts={3} richColors closeButton />;
}
