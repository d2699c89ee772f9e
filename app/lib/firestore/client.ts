// Reach it only with import("./client") after the page has rendered, so Firestore is never part of a first load.
// Offline a send waits for the SDK to send it while the page stays open; the caller's outbox covers a closed tab.
import { startAuth } from "~/lib/account/start-auth.client";
import { nextTask } from "~/lib/platform/when-idle.client";

import { inboxConfig } from "./config";
import { connectInbox } from "./connect.client";
import type { Inbox } from "./inbox.client";
import { InboxError, toInboxError } from "./inbox-error";

let connecting: Promise<Inbox> | null = null;

export function openInbox(): Promise<Inbox> {
  if (inboxConfig.mode === "disabled") {
    return Promise.reject(new InboxError("unavailable", "not-configured", "This build has no order inbox"));
  }
  // The first call shares its task with evaluating this module and the SDK: opening waits a task, or it is long.
  connecting ??= nextTask()
    .then(startAuth)
    .then(connectInbox, (error: unknown) => {
      connecting = null;
      throw toInboxError(error);
    });
  return connecting;
}

export function watchInbox(start: (inbox: Inbox) => () => void, onError: (error: InboxError) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  openInbox().then(
    async (ready) => {
      // Opening the inbox was this task's work; the listener starts in the next.
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
