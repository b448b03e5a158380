/**
 * src/forms/: the form definitions. Imports only itself and src/content (copy, figures, ranges);
 * never the server, the components or the pages.
 *
 * The lead forms' contract, shared by the form components (browser) and the server.
 * This entry point loads zod (the schemas); browser code imports the zod-free modules directly:
 * <form>/form.ts (each form's view: fields, labels, toasts; `<x>FormView`), honeypot.ts, api.ts,
 * outcome.ts, types.ts (types only).
 * - <form>/: everything about one form: form.ts (the view), schema.ts (its zod schema and full
 *   definition, `<x>Form` = view + schema + example), example.ts; reached here through `forms`
 * - list.ts: the forms in order (their definitions): FormSlug, LeadTable and the registry derive from it
 * - forms.ts: the registry by slug; each form's table, page, fields, labels, toasts, schema
 * - validate.ts: validateLead (the schema's verdict as {field: message}), the honeypot
 * - api.ts: the HTTP contract (path, Idempotency-Key, retry policy, answers)
 * - outcome.ts: the no-JavaScript 303 round trip
 *
 * Building a form component from a definition (`<x>FormView`, the same as `forms[slug]` minus the schema):
 * - <form method="post" action={apiPath(slug)}> so it works without JavaScript;
 * - render `fields` in order: label (already carries the " *" mark), name, type, required,
 *   placeholder, maxLength, rows, min/max (number, step 1), autoComplete; selects get a first
 *   empty option whose text is the field's placeholder, then `options`; checkboxes with
 *   value="on"; fields with `group` go inside one <fieldset> whose <legend> is the group's
 *   legend (provide-compute: "How would you like more information *"); type "hidden"
 *   (careers' position_title) is set by the page to the chosen title or OPEN_APPLICATION;
 * - add the honeypot input named HONEYPOT_FIELD, visually hidden, tabIndex -1, autoComplete off;
 * - with JavaScript: send JSON (checkboxes as booleans) with an Idempotency-Key made once per
 *   submission (crypto.randomUUID()), retried per `retryPolicy`; 201 → successToast and reset;
 *   anything else → failureToast, keep the input, show `fields[name]` next to each field;
 *   the button shows submittingLabel (disabled) while sending, otherwise submitLabel;
 * - the browser validates natively (required, maxLength, type, min/max); the schema runs on the server.
 */
export * from "./types.ts";
export * from "./options.ts";
export * from "./messages.ts";
export * from "./schema-kit.ts";
export * from "./free-mail-domains.ts";
export * from "./forms.ts";
export * from "./honeypot.ts";
export * from "./validate.ts";
export * from "./api.ts";
export * from "./outcome.ts";
export * from "./examples.ts";
