import { useEffect, useRef, useState } from "react";

import { lazyModule, listenOnceLoaded } from "~/lib/platform";

import type { FirestorePart } from "./connection.client";
import type { InboxContext } from "./inbox-context.client";
import { toInboxError } from "./inbox-error";

const connection = lazyModule(() => import("./connection.client"));

/**
 * The one way a feature reaches Firestore: its part's maker behind a dynamic import, opened on the page's
 * connection at the first call, so neither is ever part of a first load.
 */
export function lazyPart<Part>(loadCreate: () => Promise<(context: InboxContext) => Part>): FirestorePart<Part> {
  const module = lazyModule(async () => {
    const [create, { partOf }] = await Promise.all([loadCreate(), connection()]);
    return partOf(create);
  });
  return {
    open: async () => (await module()).open(),
    listen: (start, onError) =>
      listenOnceLoaded(
        module,
        (part) => part.listen(start, onError),
        (error) => onError(toInboxError(error)),
      ),
  };
}

type Live<Value> = { status: "loading" } | { status: "ready"; value: Value } | { status: "failed" };

type Watch<Part, Value> = (
  part: Part,
  key: string,
  onValue: (value: Value) => void,
  onError: (error: unknown) => void,
) => () => void;

/**
 * A live query or document while the component is mounted: stopped on unmount or when `key` changes, a failure
 * logged as `what` and shown as "failed". A null `key` reads nothing.
 */
export function useLive<Part, Value>(
  part: FirestorePart<Part>,
  key: string | null,
  watch: Watch<Part, Value>,
  what: string,
): Live<Value> {
  const [state, setState] = useState<Live<Value>>({ status: "loading" });
  const latestWatch = useRef(watch);
  latestWatch.current = watch;
  useEffect(() => {
    if (key === null) return;
    setState({ status: "loading" });
    const failed = (error: unknown) => {
      console.error(`${what} cannot be shown:`, error);
      setState({ status: "failed" });
    };
    const shown = (value: Value) => setState({ status: "ready", value });
    return part.listen((ready) => latestWatch.current(ready, key, shown, failed), failed);
  }, [part, key, what]);
  return state;
}
