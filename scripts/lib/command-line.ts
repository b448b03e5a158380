/**
 * The command-line tools' arguments (npm run leads, npm run operators): node:util's parseArgs with
 * positionals and strict options, a parse error turned into a UsageError, which each tool prints
 * with its usage before it exits with 2.
 */
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";

/** A mistake in the command line: the tool prints the message and its usage, and exits with 2. */
export class UsageError extends Error {}

export function parseCommandLine<T extends ParseArgsOptionsConfig>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}
