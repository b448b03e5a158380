/** Contact message (/contact → contact_messages): the zod schema the server validates with, and the full definition (view + schema + example). */
import { z } from "zod";
import { contactExample } from "./example.ts";
import { contactFields, contactFormView } from "./form.ts";
import { fieldMap } from "../field-map.ts";
import { email, requiredText, textAsTyped, defineForm } from "../schema-kit.ts";

const f = fieldMap(contactFields);

/** Company is stored as typed, even "" (spec section 3); absent or null is stored as "". */
const contactSchema = z.strictObject({
  name: requiredText(f("name")),
  email: email(f("email")),
  company: textAsTyped(f("company")),
  message: requiredText(f("message")),
});

export const contactForm = defineForm(contactFormView, { inboxName: "Contact", schema: contactSchema, example: contactExample });
