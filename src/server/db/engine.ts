/** Which engine a database handle talks to: the one way the code asks "is this PostgreSQL?". */
import { PostgresAdapter } from "kysely";

export type Engine = "sqlite" | "postgres";

/** Any Kysely handle (typed or not, a transaction too): its engine, from the dialect's adapter. */
export function engineOf(db: { getExecutor(): { readonly adapter: unknown } }): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
