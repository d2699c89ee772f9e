/**
 * The order inbox on the page's Firebase: reach it only with `import("./client")`, after the page
 * has rendered, so Firestore is never part of a first load. It opens at the first call and rejects
 * with an InboxError ("unavailable", code "not-configured") in a build without the inbox (config.ts
 * says so without loading this). Its parts (inbox.client.ts):
 *
 * - shopperOrders: sending an order signs the shopper in anonymously if nobody is signed in (only
 *   here, at the first order), resolves when the shop has it ("created", or "already-sent" for a
 *   retry of an order that had arrived). Offline it waits and the SDK sends by itself when the
 *   connection returns, as long as the page stays open; the caller's outbox covers a closed tab.
 *   It rejects with kind "rejected" (the rules refuse it: a retry fails the same way) or
 *   "unavailable" (try again later; `retryInMs` says when for an order the quota holds).
 *   Also the status of an order its customer follows, and the signed-in shopper's own orders.
 * - staffOrders: staff only (firestore.rules); staff's changes go through the staff outbox
 *   (staff-outbox.client.ts), which resolves them only once the server has them.
 * - orderMoves: an anonymous shopper's orders move to the Google account they sign in to, when it
 *   existed already (account/firebase-auth.client.ts, which opens its own through connect.client.ts).
 * - shopSettings: the settings live for anyone, their changes for staff.
 */
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
  // The first call comes in the task that evaluated this module and the SDK: the inbox opens in
  // the next one, so the two do not add up into one long task.
  connecting ??= nextTask()
    .then(startAuth)
    .then(connectInbox, (error: unknown) => {
      connecting = null;
      throw toInboxError(error);
    });
  return connecting;
}

/** Subscribes once the inbox is open; the returned function cancels either step. */
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
