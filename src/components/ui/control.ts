/** A form control's look (input, textarea, select) and its label's: the lead forms' and the inbox's. */
export const controlClass =
  "block w-full rounded-lg border border-border bg-bg px-3.5 py-2.5 text-base text-fg placeholder:text-faint transition-colors hover:border-muted/70 focus:border-accent sm:text-sm aria-[invalid=true]:border-danger";

export const labelClass = "block text-sm font-medium text-fg";
