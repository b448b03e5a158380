/**
 * Interface copy of the form islands that the form definitions (src/forms) do not carry:
 * view buttons, the honeypot's label, and the no-JavaScript outcome notices.
 * The spec's labels, toasts and button texts come from the definitions, not from here.
 */
export const formCopy = {
  /** Spec: the fund form's and the careers form's Cancel button. */
  cancel: "Cancel",
  /** Spec: the careers form view's button back to the list. */
  backToPositions: "Back to Positions",
  /** Heading of the fund form. */
  fundFormHeading: "Funding application",
  /** Careers, without JavaScript: the first option of the position select. */
  choosePosition: "Choose a position",
  positionLabel: "Position *",
  /** Careers, without JavaScript: heading of the form section. */
  applyHeading: "Apply",
  /** Read by nobody but bots (the honeypot is hidden from people and assistive technology). */
  honeypotLabel: "Leave this field empty",
  /** After a no-JavaScript failure: which fields the server rejected (their labels follow). */
  checkFields: "Please check:",
  /** Shown under a field the no-JavaScript round trip reported as rejected (no message comes back). */
  checkThisField: "Please check this field and submit again.",
  /** Fields marked with * are required (shown above every form). */
  requiredNote: "Fields marked * are required.",
  /** Under every form: the privacy notice (its path is the route manifest's /privacy; a test checks they agree). Not the whole notice's copy: islands ship this module. */
  privacyNote: { text: "How we use what you send:", link: "Privacy notice", href: "/privacy" },
} as const;
