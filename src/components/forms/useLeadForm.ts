/**
 * The one submit hook of the five forms. The <form> posts natively without JavaScript; once
 * hydrated, submitting sends JSON with fetch (sendLead: Idempotency-Key, retries), shows the
 * spec's toasts, resets the form on success and keeps the input plus field messages on failure.
 * On load it also picks up the outcome of a no-JavaScript post (src/forms/outcome.ts).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { readOutcome, type Outcome } from "../../forms/outcome.ts";
import type { FormView } from "../../forms/types.ts";
import type { FieldErrors } from "../../forms/honeypot.ts";
import { formCopy } from "./copy.ts";
import { leadPayload, sendLead } from "./send-lead.ts";
import { showToast } from "./toasts.ts";
import { useHydrated } from "./useHydrated.ts";

export type LeadFormOptions = {
  /** After a stored submission (the form is already reset). */
  onSuccess?: () => void;
  /** When the page was loaded with the outcome of a no-JavaScript post for this form. */
  onOutcome?: (outcome: Outcome) => void;
};

export type LeadFormState = {
  form: FormView;
  hydrated: boolean;
  submitting: boolean;
  /** Field name → the server's message. */
  errors: FieldErrors;
  /** The outcome of a no-JavaScript post this page was loaded with (cleared by the next submit). */
  outcome: Outcome | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  clearError: (name: string) => void;
};

function focusFirstInvalid(formEl: HTMLFormElement, form: FormView, errors: FieldErrors): boolean {
  for (const field of form.fields) {
    if (!(field.name in errors)) continue;
    const el = formEl.elements.namedItem(field.name);
    if (el instanceof HTMLElement && !(el instanceof HTMLInputElement && el.type === "hidden")) {
      el.focus();
      return true;
    }
  }
  return false;
}

/**
 * The browser's own checks (required, type=email/url, min/max…), read through the constraint
 * validation API so their messages show under the fields in the site's style, not as native
 * bubbles (the form is noValidate once hydrated; without JavaScript the browser checks natively).
 */
function browserErrors(formEl: HTMLFormElement, form: FormView): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    const el = formEl.elements.namedItem(field.name);
    if (
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) &&
      el.willValidate &&
      !el.validity.valid
    ) {
      errors[field.name] = el.validationMessage;
    }
  }
  return errors;
}

export function useLeadForm(form: FormView, options: LeadFormOptions = {}): LeadFormState {
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const found = readOutcome(window.location.search, form.slug);
    if (!found) return;
    setOutcome(found);
    showToast(found.status === "submitted" ? form.successToast : form.failureToast);
    if (found.status === "error") setErrors(Object.fromEntries(found.fields.map((name) => [name, formCopy.checkThisField])));
    // The notice now lives in state; drop the query so a reload does not announce it again.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    latest.current.onOutcome?.(found);
  }, [form]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      const formEl = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const invalid = browserErrors(formEl, form);
      if (Object.keys(invalid).length > 0) {
        setErrors(invalid);
        focusFirstInvalid(formEl, form, invalid);
        return;
      }
      busy.current = true;
      setSubmitting(true);
      setOutcome(null);
      try {
        const result = await sendLead(form.slug, leadPayload(formEl, form.fields));
        if (result.ok) {
          formEl.reset();
          setErrors({});
          showToast(form.successToast);
          latest.current.onSuccess?.();
        } else {
          console.error(`[${form.slug}] submission failed`, result);
          setErrors(result.fields);
          showToast(form.failureToast);
          if (focusFirstInvalid(formEl, form, result.fields)) return;
        }
      } catch (err) {
        console.error(`[${form.slug}] submission failed`, err);
        showToast(form.failureToast);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
      // Keep keyboard users in place: the disabled button may have dropped focus to the body.
      if (document.activeElement === document.body && submitter?.isConnected) {
        requestAnimationFrame(() => submitter.focus({ preventScroll: true }));
      }
    },
    [form],
  );

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return { form, hydrated, submitting, errors, outcome, onSubmit, clearError };
}
