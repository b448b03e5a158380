// The Database type (src/server/db/schema.ts) derives the lead tables from the forms: checked by
// the typecheck (expectTypeOf), since a type has no run-time value to compare.
import type { Insertable, Selectable } from "kysely";
import { expectTypeOf, test } from "vitest";
import type { Database } from "../../src/server/db/schema.ts";

type Provide = Selectable<Database["provide_compute_requests"]>;
type Contact = Selectable<Database["contact_messages"]>;

test("a lead table's columns are its form's fields with their stored types, plus the standard columns", () => {
  expectTypeOf<Provide["gpu_count"]>().toEqualTypeOf<number>();
  // A select: one of its options' values, or null when left empty.
  expectTypeOf<Provide["gpu_setup"]>().toExtend<string | null>();
  expectTypeOf<null>().toExtend<Provide["gpu_setup"]>();
  // A checkbox: boolean on PostgreSQL, 0/1 on SQLite.
  expectTypeOf<Provide["consent_emails"]>().toEqualTypeOf<boolean | number>();
  expectTypeOf<Contact["company"]>().toEqualTypeOf<string>();
  expectTypeOf<Contact["created_at"]>().toEqualTypeOf<Date | string>();
  expectTypeOf<Contact["utm_source"]>().toEqualTypeOf<string | null>();
  expectTypeOf<keyof Contact>().toEqualTypeOf<
    | "id"
    | "created_at"
    | "idempotency_key"
    | "idempotency_fingerprint"
    | "status"
    | "utm_source"
    | "utm_medium"
    | "utm_campaign"
    | "utm_term"
    | "utm_content"
    | "referrer_host"
    | "landing_path"
    | "name"
    | "email"
    | "company"
    | "message"
  >();
  // status has a default: an insert may leave it out.
  expectTypeOf<Insertable<Database["contact_messages"]>>().toHaveProperty("status").toEqualTypeOf<string | undefined>();
  expectTypeOf<keyof Database>().toExtend<string>();
});
