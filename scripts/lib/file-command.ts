// The command line of the database file commands (db:backup, db:restore): one file and --force,
// --help prints the usage; a wrong call prints the usage and exits 2, a failure exits 1.
import { resolve } from "node:path";
import { parseArgs } from "node:util";

/** Prints the message and ends the command: 2 for a wrong call, 1 (the default) for a failure. */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** The one file the command names (absolute) and whether --force was given. */
export function fileCommand(usage: string): { file: string; force: boolean } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (err) {
    return fail(`${(err as Error).message}\n${usage}`, 2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (parsed.positionals.length !== 1) fail(usage, 2);
  return { file: resolve(parsed.positionals[0]!), force: parsed.values.force === true };
}

const parse = () => parseArgs({ allowPositionals: true, options: { force: { type: "boolean" }, help: { type: "boolean" } } });
