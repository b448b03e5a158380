/** The lead API's rate limit, per client and per tool: RATE_LIMIT_PER_MINUTE calls of one tool a minute. */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { RateLimiter } from "../limits/index.ts";
import { currentClientIp } from "./context.ts";
import { toolError } from "./results.ts";

/** Null when the call may go ahead; otherwise the tool result that says when to retry. */
export async function rateLimited(limiter: RateLimiter, tool: string): Promise<CallToolResult | null> {
  const decision = await limiter.hit(`mcp:${tool}:${currentClientIp()}`);
  if (decision.allowed) return null;
  const seconds = decision.retryAfterSeconds;
  return toolError(`Too many calls of ${tool} from this client. Retry after ${seconds} seconds.`, {
    error: "rate_limited",
    retryAfterSeconds: seconds,
  });
}

/**
 * The x402 sandbox's payment limit (X402_RATE_LIMIT_PER_MINUTE), one count per client shared with
 * the HTTP sandbox: null when the payment may be checked; otherwise the tool result that says when to retry.
 */
export async function paymentRateLimited(limiter: RateLimiter): Promise<CallToolResult | null> {
  const decision = await limiter.hit(currentClientIp());
  if (decision.allowed) return null;
  const seconds = decision.retryAfterSeconds;
  return toolError(`Too many x402 payments from this client. Retry after ${seconds} seconds.`, {
    error: "rate_limited",
    retryAfterSeconds: seconds,
  });
}
