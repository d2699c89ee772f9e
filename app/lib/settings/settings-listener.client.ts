import { InboxError } from "~/lib/firestore";

import type { StoredSettings } from "./shop-settings.client";

/** What the cart's settings worker posts: what it heard, or why it stopped hearing. */
export type SettingsListenerMessage = { kind: "settings"; stored: StoredSettings } | { kind: "error"; code: string };

/** The shop's settings followed live by a worker (settings-listener.worker.ts); the answer stops it. */
export function watchShopSettingsInWorker(
  onData: (stored: StoredSettings) => void,
  onError: (error: InboxError) => void,
): () => void {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./settings-listener.worker.ts", import.meta.url), { type: "module" });
  } catch (error) {
    // No worker (an old browser, a policy): the check before confirming still reads the settings.
    onError(new InboxError("unavailable", "worker-failed", String(error), { cause: error }));
    return () => {};
  }
  worker.addEventListener("message", (event: MessageEvent<SettingsListenerMessage>) => {
    const message = event.data;
    if (message.kind === "settings") onData(message.stored);
    else {
      worker.terminate();
      onError(new InboxError("unavailable", message.code));
    }
  });
  worker.addEventListener("error", (event) => {
    worker.terminate();
    onError(new InboxError("unavailable", "worker-failed", event.message));
  });
  return () => worker.terminate();
}
