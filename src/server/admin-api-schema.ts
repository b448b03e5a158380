/**
 * The admin API's requests and answers (/api/admin/, see ./operators/routes.ts and
 * ./inbox/inbox-routes.ts) as zod schemas: the server checks its input with them
 * (http/validated.ts) and types its answers by them; the inbox's browser code
 * (src/components/admin/api.ts) takes their types (`import type`: no zod code in the bundle).
 * Imports zod and src/forms only, never node: modules or server code (tests/unit/structure.test.ts).
 *
 * A field's check that fails gives its message under `fields`; `refusal(message, sentence)`
 * also names the answer's `error` (a sentence, or a function of the input).
 */
import { z } from "zod";
import { ATTRIBUTION_FIELDS } from "../forms/attribution.ts";
import { formSlugs, isFormSlug } from "../forms/forms.ts";
import { LEAD_STATUSES, type LeadStatus } from "../forms/statuses.ts";
import type { FormSlug } from "../forms/types.ts";

/** The options of a check that fails with `message` for its field and `sentence` as the answer's error. */
const refusal = (message: string, sentence: string | ((input: unknown) => string) = message) => ({
  error: message,
  params: { sentence },
  abort: true,
});

const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

// ——— Sign-in and passwords (operators/routes.ts) ———

export const PASSWORD_MIN_LENGTH = 12;
/** Longer input is refused before hashing (a password manager's longest is far below it). */
export const PASSWORD_MAX_LENGTH = 1024;

/** Why a new password is refused, or null when it is acceptable. Lengths count characters (code points). */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== "string") return "Enter a password.";
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

const SIGN_IN_INCOMPLETE = "Enter your e-mail address and your password.";

/** POST /api/admin/session (answered 400 with the sentence alone). */
export const SignInRequest = z.object({
  email: z.custom<string>((v) => typeof v === "string" && v.trim() !== "", refusal("Required.", SIGN_IN_INCOMPLETE)),
  password: z.custom<string>((v) => typeof v === "string" && v !== "", refusal("Required.", SIGN_IN_INCOMPLETE)),
});

/** A one-time link's token, or null when it cannot be one (the route answers the invalid link). */
const setupToken = z.unknown().transform((v) => (typeof v === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(v) ? v : null));

/** POST /api/admin/password. */
export const SetPasswordRequest = z.object({
  password: z.custom<string>((v) => passwordProblem(v) === null, { error: (issue) => passwordProblem(issue.input) ?? "", abort: true }),
  token: setupToken,
});

export const Operator = z.object({ id: z.string(), email: z.string() });
export type Operator = z.infer<typeof Operator>;
export const ROLE_NAMES = ["admin", "sales", "ecosystem", "hiring"] as const;
export const RoleSchema = z.enum(ROLE_NAMES);
/**
 * The answer of signing in, setting a password and GET /api/admin/session: who, their role and
 * the forms it sees (the inbox offers only those).
 */
export const SessionAnswer = z.object({
  operator: Operator,
  role: RoleSchema,
  forms: z.array(z.enum(formSlugs as [FormSlug, ...FormSlug[]])),
  /** What the sign-in still needs: its second factor's code, or registering a factor; null: nothing. */
  next: z.enum(["factor", "enroll"]).nullable(),
});

/** POST /api/admin/session/factor and POST /api/admin/factors/totp/confirm: a 6-digit code or a recovery code. */
export const FactorCode = z.object({
  code: z.custom<string>(
    (v) => typeof v === "string" && v.trim().length >= 6 && v.trim().length <= 20,
    refusal("Enter the code.", "Enter the 6-digit code from your app, or a recovery code."),
  ),
});

/** POST /api/admin/factors/passkey and POST /api/admin/session/passkey: a ceremony's token and the browser's response. */
export const PasskeyResponse = z.object({
  challengeId: z.custom<string>(
    (v) => typeof v === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(v),
    refusal("Start again.", "The passkey request expired. Try again."),
  ),
  response: z.custom<Record<string, unknown>>(
    (v) => typeof v === "object" && v !== null && !Array.isArray(v),
    refusal("Required.", "No passkey answer."),
  ),
  label: z.string().max(60).optional(),
});

/** GET /api/admin/factors. */
export const FactorList = z.object({
  factors: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["totp", "passkey"]),
      label: z.string(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
});
export type FactorList = z.infer<typeof FactorList>;
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** GET /api/admin/sessions: the operator's live sessions (`current`: the one asking). */
export const SessionList = z.object({
  sessions: z.array(z.object({ id: z.string(), created_at: z.string(), last_seen_at: z.string(), current: z.boolean() })),
});
export type SessionList = z.infer<typeof SessionList>;

/** DELETE /api/admin/sessions/:id: a session's handle as the list names it. */
export const SessionHandle = z.object({
  id: z.custom<string>((v) => typeof v === "string" && /^[A-Za-z0-9_-]{22}$/.test(v), refusal("Not a session.", "No such session.")),
});

/** POST /api/admin/account/password: the current password and the new one. */
export const PasswordChange = z.object({
  current: z.custom<string>((v) => typeof v === "string" && v !== "", refusal("Enter your current password.")),
  password: SetPasswordRequest.shape.password,
});

/** POST /api/admin/operators and …/operators/reset (password): the one-time link's path, and whether it was e-mailed to the operator. */
export const LinkAnswer = z.object({ id: z.string(), link: z.string(), emailed: z.boolean() });
export type LinkAnswer = z.infer<typeof LinkAnswer>;

// ——— The inbox (inbox/inbox-routes.ts) ———

export const MAX_QUERY_LENGTH = 200;

/** A page cursor: `<created_at ISO 8601>_<id>` (what `next` holds and `?before=` takes). */
export type Cursor = { createdAt: Date; id: string };

/** The cursor in `value`, or null when it is none. */
export function cursorFrom(value: string): Cursor | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_([0-9a-f-]{36})$/.exec(value);
  const createdAt = m ? new Date(m[1]!) : null;
  if (!m || !createdAt || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id: m[2]! };
}

/** `?form=&status=&q=`: empty ones are no filter; unknown values and overlong searches are refused (400). */
export const FilterQuery = z.object({
  form: z
    .custom<FormSlug | "">(
      (v) => v === undefined || v === "" || (typeof v === "string" && isFormSlug(v)),
      refusal("Unknown form.", (v) => `Unknown form "${v}". Forms: ${formSlugs.join(", ")}.`),
    )
    .optional()
    .transform((v) => v || undefined),
  status: z
    .custom<LeadStatus | "">(
      (v) => v === undefined || v === "" || isLeadStatus(v),
      refusal("Unknown status.", (v) => `Unknown status "${v}". Statuses: ${LEAD_STATUSES.join(", ")}.`),
    )
    .optional()
    .transform((v) => v || undefined),
  q: z
    .custom<string>(
      (v) => v === undefined || (typeof v === "string" && v.length <= MAX_QUERY_LENGTH) || (typeof v === "string" && v.trim() === ""),
      refusal("Too long.", `The search is too long: at most ${MAX_QUERY_LENGTH} characters.`),
    )
    .optional()
    .transform((v) => (v !== undefined && v.trim() !== "" ? v : undefined)),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => {
  if (typeof v !== "string" || !DAY.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v); // 2026-02-30 is no day
};
const dayParam = (name: string) =>
  z
    .custom<string>((v) => v === undefined || v === "" || isDay(v), refusal("Use YYYY-MM-DD.", `${name} must be a day written YYYY-MM-DD.`))
    .optional()
    .transform((v) => v || undefined);

/** `?from=&to=`: days (UTC, both included) of arrival; either may be left out. */
export const RangeQuery = z.object({ from: dayParam("from"), to: dayParam("to") });
/** The range as times: `since` (included) and `until` (excluded). */
export function rangeTimes({ from, to }: { from?: string; to?: string }): { since?: Date; until?: Date } {
  return {
    ...(from ? { since: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(to ? { until: new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000) } : {}),
  };
}

/** GET /api/admin/leads: the filter and `?before=` (a previous page's `next`). */
export const LeadsQuery = FilterQuery.extend({
  ...RangeQuery.shape,
  /** `asc`: oldest first (default `desc`, newest first); `before` is then the cursor to continue after. */
  order: z
    .custom<"asc" | "desc" | "">(
      (v) => v === undefined || v === "" || v === "asc" || v === "desc",
      refusal("Use asc or desc.", "order must be asc or desc."),
    )
    .optional()
    .transform((v) => (v === "asc" ? "asc" : "desc")),
  before: z
    .custom<string>(
      (v) => v === undefined || v === "" || (typeof v === "string" && cursorFrom(v) !== null),
      refusal("Not a page cursor.", "before must be the `next` value of a previous page."),
    )
    .optional()
    .transform((v) => (v ? cursorFrom(v) : null)),
});

export const EXPORT_FORMATS = ["csv", "json"] as const;

/** GET /api/admin/export: `?format=` and the filter. */
export const ExportQuery = z
  .object({
    format: z.custom<(typeof EXPORT_FORMATS)[number]>(
      (v) => (EXPORT_FORMATS as readonly unknown[]).includes(v),
      refusal("Use csv or json.", "format must be csv or json."),
    ),
  })
  .extend(FilterQuery.shape)
  .extend(RangeQuery.shape);

/** PATCH /api/admin/leads/:form/:id. */
export const StatusChange = z.object({
  status: z.custom<LeadStatus>(isLeadStatus, refusal("Unknown status.", `status must be one of: ${LEAD_STATUSES.join(", ")}.`)),
});

export const NOTE_MAX_LENGTH = 5000;

/** POST /api/admin/leads/:form/:id/notes: text of 1 to 5,000 characters (not only blanks). */
export const NewNote = z.object({
  body: z
    .custom<string>((v) => typeof v === "string" && v.trim() !== "", refusal("Required.", "Write the note first."))
    .refine((v) => v.length <= NOTE_MAX_LENGTH, refusal("Too long.", `A note is at most ${NOTE_MAX_LENGTH} characters.`)),
});

export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/** A plausible e-mail address (what the forms accept at most), normalized. */
export const ErasureAddress = z
  .custom<string>(
    (v) => typeof v === "string" && v.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(v.trim()),
    refusal("Not an e-mail address.", "Enter the e-mail address whose records to erase."),
  )
  .transform(normalizeAddress);

/** POST /api/admin/erase. */
export const ErasureRequest = z.object({ email: ErasureAddress });

const LeadStatusSchema = z.enum(LEAD_STATUSES);
const FormSlugSchema = z.enum(formSlugs as [FormSlug, ...FormSlug[]]);

/** One row of the inbox's list. */
export const InboxLead = z.object({
  form: FormSlugSchema,
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  status: LeadStatusSchema,
  source: z.string().nullable(),
});

export const InboxCounts = z.object({
  total: z.number(),
  byForm: z.record(FormSlugSchema, z.number()),
  byStatus: z.record(LeadStatusSchema, z.number()),
});

/** GET /api/admin/leads: a page, newest first; `next` is the cursor of the page after it. */
export const InboxPage = z.object({ leads: z.array(InboxLead), next: z.string().nullable(), counts: InboxCounts });

export const Note = z.object({ id: z.string(), created_at: z.string(), operator: Operator, body: z.string() });
export const Attempt = z.object({ at: z.string(), outcome: z.string(), status: z.number().nullable(), error: z.string().nullable() });
export const DeliveryView = z.object({
  id: z.string(),
  destination: z.string(),
  kind: z.enum(["webhook", "email", "slack", "discord", "telegram"]),
  label: z.string(),
  status: z.string(),
  attempts: z.array(Attempt),
});
export const HistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  operator: Operator.nullable(),
  action: z.string(),
  detail: z.string().nullable(),
});
/** A stored field's value as answered. */
export const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string()).readonly()]);

/** GET /api/admin/leads/:form/:id. */
export const LeadDetail = z.object({
  lead: z.object({
    form: FormSlugSchema,
    id: z.string(),
    created_at: z.string(),
    status: LeadStatusSchema,
    fields: z.array(z.object({ name: z.string(), label: z.string(), value: FieldValue })),
    attribution: z.record(z.enum(ATTRIBUTION_FIELDS), z.string().nullable()),
  }),
  notes: z.array(Note),
  deliveries: z.array(DeliveryView),
  history: z.array(HistoryEntry),
});

/** POST …/notes answers `{note}`; POST /api/admin/deliveries/:id/resend answers `{delivery}`. */
export const NoteAnswer = z.object({ note: Note });
export const ResendAnswer = z.object({ delivery: DeliveryView });
/** POST /api/admin/erase. */
export const Erased = z.object({ removed: z.object({ leads: z.number(), deliveries: z.number(), notes: z.number() }) });

export type InboxLead = z.infer<typeof InboxLead>;
export type InboxCounts = z.infer<typeof InboxCounts>;
export type InboxPage = z.infer<typeof InboxPage>;
export type Note = z.infer<typeof Note>;
export type Attempt = z.infer<typeof Attempt>;
export type DeliveryView = z.infer<typeof DeliveryView>;
export type HistoryEntry = z.infer<typeof HistoryEntry>;
export type FieldValue = z.infer<typeof FieldValue>;
export type LeadDetail = z.infer<typeof LeadDetail>;
export type Erased = z.infer<typeof Erased>;
export type InboxQuery = z.output<typeof FilterQuery>;

// ——— Insights (insights/insights.ts, insights/routes.ts) ———

/** The longest range of days the insights cover in one call. */
export const INSIGHTS_MAX_DAYS = 731;
/** The range the insights cover without `from` and `to`: the last 30 days (today included). */
export const INSIGHTS_DEFAULT_DAYS = 30;

/** GET /api/admin/insights?from=&to=&form=: days (UTC, both included; default the last 30), one form or all. */
export const InsightsQuery = z
  .object({ from: dayParam("from"), to: dayParam("to"), form: FilterQuery.shape.form })
  .transform(({ from, to, form }, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    const end = to ?? (from && from > today ? from : today);
    const begin = from ?? new Date(Date.parse(`${end}T00:00:00Z`) - (INSIGHTS_DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const days = (Date.parse(end) - Date.parse(begin)) / 86_400_000 + 1;
    if (days < 1 || days > INSIGHTS_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["from"],
        message: days < 1 ? "After to." : "Too long.",
        params: { sentence: days < 1 ? "from must not be after to." : `The range is at most ${INSIGHTS_MAX_DAYS} days.` },
      });
      return z.NEVER;
    }
    return { from: begin, to: end, form };
  });

const Rate = z.number().nullable();
/** GET /api/admin/insights. */
export const InsightsAnswer = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  forms: z.array(FormSlugSchema),
  leadsByDay: z.array(z.object({ day: z.string(), form: FormSlugSchema, leads: z.number() })),
  leadsByWeek: z.array(z.object({ week: z.string(), form: FormSlugSchema, leads: z.number() })),
  leadsBySource: z.array(z.object({ utm_source: z.string(), utm_medium: z.string(), referrer_host: z.string(), leads: z.number() })),
  leadsByLandingPage: z.array(z.object({ landing_path: z.string(), leads: z.number() })),
  conversionByLandingPage: z.array(z.object({ path: z.string(), entries: z.number(), leads: z.number(), rate: Rate })),
  conversionBySource: z.array(z.object({ source: z.string(), entries: z.number(), leads: z.number(), rate: Rate })),
  funnel: z.array(z.object({ status: LeadStatusSchema, leads: z.number() })),
  responseTimes: z.array(
    z.object({
      form: FormSlugSchema,
      leads: z.number(),
      changed: z.number(),
      median_seconds: z.number().nullable(),
      p90_seconds: z.number().nullable(),
    }),
  ),
  views: z.object({ views: z.number(), entries: z.number() }),
});
export type InsightsAnswer = z.infer<typeof InsightsAnswer>;

// ——— Triage at speed: bulk actions, a person's leads, new leads (inbox/inbox-routes.ts) ———

/** The most leads one bulk call takes. */
export const BULK_MAX = 500;

const LeadRef = z.object({
  form: z.custom<FormSlug>((v) => typeof v === "string" && isFormSlug(v), refusal("Unknown form.")),
  id: z.custom<string>((v) => typeof v === "string" && /^[0-9a-f-]{36}$/.test(v), refusal("Not a lead id.")),
});
const LeadRefs = z
  .array(LeadRef)
  .min(1, refusal("Select at least one lead.", "Select at least one lead."))
  .max(BULK_MAX, refusal("Too many.", `At most ${BULK_MAX} leads at once.`));

/** POST /api/admin/leads/bulk: one status for every lead named. */
export const BulkStatusRequest = z.object({
  leads: LeadRefs,
  status: z.custom<LeadStatus>(isLeadStatus, refusal("Unknown status.", `status must be one of: ${LEAD_STATUSES.join(", ")}.`)),
});
/** Its answer: how many changed (a lead already in that status is not), and the leads' new summaries. */
export const BulkStatusAnswer = z.object({ changed: z.number(), leads: z.array(InboxLead) });
export type BulkStatusAnswer = z.infer<typeof BulkStatusAnswer>;

/** POST /api/admin/export/selected: the leads named, as a file. */
export const BulkExportRequest = z.object({
  leads: LeadRefs,
  format: z.custom<(typeof EXPORT_FORMATS)[number]>(
    (v) => (EXPORT_FORMATS as readonly unknown[]).includes(v),
    refusal("Use csv or json.", "format must be csv or json."),
  ),
});

/** GET /api/admin/person?email=: every lead of one address, oldest first. */
export const PersonQuery = z.object({ email: ErasureAddress });
export const PersonAnswer = z.object({ email: z.string(), leads: z.array(InboxLead) });
export type PersonAnswer = z.infer<typeof PersonAnswer>;

/** GET /api/admin/leads/count?after=&…filter: how many leads of the filter arrived after the cursor. */
export const NewLeadsQuery = FilterQuery.extend({
  ...RangeQuery.shape,
  after: z
    .custom<string>(
      (v) => typeof v === "string" && cursorFrom(v) !== null,
      refusal("Not a page cursor.", "after must be the cursor of the newest lead shown."),
    )
    .transform((v) => cursorFrom(v)!),
});
export const NewLeadsAnswer = z.object({ count: z.number() });
