import { useEffect, useState } from "react";

/**
 * False on the server and during hydration, true right after: the first client render matches
 * the pre-rendered (no-JavaScript) markup, then the island switches to its scripted behaviour.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
