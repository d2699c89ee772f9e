// Reached only through lazy.ts's dynamic import, so Firestore is never part of a first load.
// Offline a send waits for the SDK to send it while the page stays open; the caller's outbox covers a closed tab.
import { startAuth } from "~/lib/account/start-auth.client";
import { nextTask } from "~/lib/platform/when-idle.client";

import { inboxConfig } from "./config";
import { connectFirestore } from "./connect.client";
import type { InboxContext } from "./inbox-context.client";
import { InboxError, toInboxError } from "./inbox-error";

/** A feature's reads and writes on the page's one Firestore connection (lazy.ts loads it). */
export interface FirestorePart<Part> {
  open(): Promise<Part>;
  /** Starts a listener once the part is open; the returned function stops it, opened or not. */
  listen(start: (part: Part) => () => void, onError: (error: InboxError) => void): () => void;
}

let connecting: Promise<InboxContext> | null = null;
const parts = new Map<(context: InboxContext) => unknown, Promise<unknown>>();

/** The page's one Auth and Firestore, opened at the first call. */
function openContext(): Promise<InboxContext> {
  if (inboxConfig.mode === "disabled") {
    return Promise.reject(new InboxError("unavailable", "not-configured", "This build has no order inbox"));
  }
  // The first call shares its task with evaluating this module and the SDK: opening waits a task, or it is long.
  connecting ??= nextTask()
    .then(startAuth)
    .then(connectFirestore, (error: unknown) => {
      connecting = null;
      throw toInboxError(error);
    });
  return connecting;
}

/** A feature's part of Firestore (its reads and writes), made once per page on the shared connection. */
function openPart<Part>(create: (context: InboxContext) => Part): Promise<Part> {
  let part = parts.get(create) as Promise<Part> | undefined;
  if (!part) {
    part = openContext().then(create);
    parts.set(create, part);
    part.catch(() => parts.delete(create));
  }
  return part;
}

/** Starts a listener on a feature's part once it is open; the returned function stops it, opened or not. */
function watchPart<Part>(
  create: (context: InboxContext) => Part,
  start: (part: Part) => () => void,
  onError: (error: InboxError) => void,
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  openPart(create).then(
    async (ready) => {
      // Opening the connection was this task's work; the listener starts in the next.
      await nextTask();
      if (!cancelled) stop = start(ready);
    },
    (error: unknown) => {
      if (!cancelled) onError(toInboxError(error));
    },
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** A feature's maker as its part on the page's connection: lazy.ts calls it once the maker has loaded. */
export function partOf<Part>(create: (context: InboxContext) => Part): FirestorePart<Part> {
  return { open: () => openPart(create), listen: (start, onError) => watchPart(create, start, onError) };
}
