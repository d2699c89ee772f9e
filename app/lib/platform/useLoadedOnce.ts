import { useEffect, useRef, useState } from "react";

export type Loaded<Value> = { status: "loading" } | { status: "ready"; value: Value } | { status: "failed" };

/**
 * What `load` answers, read once per `key` and again when the key changes; a failure is logged as `what`. An
 * answer for a key no longer asked is dropped.
 */
export function useLoadedOnce<Value>(key: string, load: () => Promise<Value>, what: string): Loaded<Value> {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded<Value> } | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (value) => current && setLoaded({ key, value: { status: "ready", value } }),
      (error: unknown) => {
        console.error(`${what} cannot be read:`, error);
        if (current) setLoaded({ key, value: { status: "failed" } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, what]);
  return loaded?.key === key ? loaded.value : { status: "loading" };
}
