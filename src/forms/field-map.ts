import type { FieldDef } from "./shapes.ts";

/** Looks fields up by name; throws at import time when a schema names a field that does not exist. */
export function fieldMap<const F extends readonly FieldDef[]>(fields: F): (name: F[number]["name"]) => FieldDef {
  const byName = new Map(fields.map((f) => [f.name, f] as const));
  if (byName.size !== fields.length) throw new Error("duplicate field names");
  return (name) => {
    const f = byName.get(name);
    if (!f) throw new Error(`unknown field ${name}`);
    return f;
  };
}
