/**
 * "Erase everything for this e-mail address": a button that opens a native modal <dialog> where
 * the address is shown (prefilled from a lead) or typed, and one confirmed action erases it
 * (POST /api/admin/erase). The dialog then says how many records went.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { erase, queryKeys, type Erased } from "./api.ts";
import { Alert } from "../ui/Alert.tsx";
import { Button } from "./Button.tsx";
import { controlClass, labelClass } from "../ui/control.ts";

export const ERASE_TITLE = "Erase everything for this e-mail address";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function erasedSummary(email: string, { removed }: Erased): string {
  const { leads, deliveries, notes } = removed;
  return `Erased ${email}: ${plural(leads, "lead", "leads")}, ${plural(deliveries, "delivery", "deliveries")} and ${plural(notes, "note", "notes")} removed.`;
}

type Props = {
  label: string;
  /** The address to erase, shown for confirmation; without it the operator types one. */
  email?: string;
  className?: string;
  /** Called when the dialog closes after an erasure (the lead page then leaves the lead). */
  onClosedAfterErasure?: () => void;
};

export function EraseButton({ label, email = "", className = "", onClosedAfterErasure }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [address, setAddress] = useState(email);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (to: string) => erase(to),
    onSuccess: () => {
      // Every list is fetched again; the pages of erased leads are not (they would only 404).
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads, refetchType: "none" });
    },
  });
  // The form that had the focus is gone: the focus goes to the result's Close button.
  useEffect(() => {
    if (mutation.isSuccess) closeButton.current?.focus();
  }, [mutation.isSuccess]);
  const open = () => {
    mutation.reset();
    setAddress(email);
    dialog.current?.showModal();
    // The address is given: the focus starts on Cancel, the safe choice (else on the address box).
    if (email) cancelButton.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(address.trim());
  };
  const onClose = () => {
    if (mutation.isSuccess) onClosedAfterErasure?.();
  };
  return (
    <>
      <Button variant="danger" className={className} onClick={open}>
        {label}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={onClose}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-surface p-5 text-fg backdrop:bg-black/70 sm:p-6"
      >
        <h2 id={`${id}-title`} className="mb-3 font-display text-lg font-semibold">
          {ERASE_TITLE}
        </h2>
        {mutation.isSuccess ? (
          <div className="space-y-4">
            <p role="status" className="text-sm">
              {erasedSummary(mutation.variables, mutation.data)}
            </p>
            <Button ref={closeButton} variant="secondary" onClick={() => dialog.current?.close()}>
              Close
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} className="space-y-4">
            <p className="text-sm text-muted">
              Every lead sent with this address, in all five forms, is deleted with its deliveries and notes. This cannot be undone; the
              audit log keeps only that an erasure happened.
            </p>
            {mutation.error && <Alert>{mutation.error.message}</Alert>}
            <div className="space-y-1.5">
              <label htmlFor={`${id}-email`} className={labelClass}>
                E-mail address to erase
              </label>
              <input
                id={`${id}-email`}
                type="email"
                required
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                readOnly={Boolean(email)}
                className={controlClass}
                autoComplete="off"
              />
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Button ref={cancelButton} variant="secondary" onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={mutation.isPending}>
                {mutation.isPending ? "Erasing…" : "Erase everything"}
              </Button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
