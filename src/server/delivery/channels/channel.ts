/**
 * delivery/channels/: one module per way a lead leaves the site (webhook.ts, email.ts, and the chat
 * channels slack.ts, discord.ts, telegram.ts over chat-http.ts and chat-message.ts), each
 * sending one attempt and answering with an AttemptOutcome; the worker (../worker.ts) decides
 * what follows (delivered, retry later, disable the destination). A channel imports only the
 * delivery's config, payload and schedule and the form definitions, never the worker or the outbox.
 */
import type { LeadPayload } from "../payload.ts";

/** ok: delivered. gone: 410, disable the destination. Otherwise retry (Retry-After when given). */
export type AttemptOutcome =
  | { result: "ok"; status: number; messageId?: string }
  | { result: "gone"; status: number; error: string }
  | { result: "retry"; status: number | null; error: string; retryAfterSeconds: number | null };

/** A chat channel's sender (one per destination: it keeps the service's rate limit). */
export type ChatSender = { send(lead: LeadPayload): Promise<AttemptOutcome> };
