/**
 * A lead's status and its summary in the operator inbox: one definition for the server
 * (src/server/inbox/) and the inbox's browser code (src/components/admin/).
 */
import type { FormSlug } from "./types.ts";

/** The statuses of a lead, stored and answered as these strings, in the order the inbox offers them. */
export const LEAD_STATUSES = ["new", "in review", "contacted", "archived", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** One row of the inbox's list. */
export type InboxLead = {
  form: FormSlug;
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string | null;
  status: LeadStatus;
  source: string | null;
};
