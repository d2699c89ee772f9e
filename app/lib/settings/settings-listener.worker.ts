/// <reference lib="webworker" />
/**
 * The cart's live settings (docs/decisions/0035-cart-settings-listener-in-a-worker.md): the
 * Firestore SDK is evaluated and runs here, off the page's main thread, and posts what it hears.
 */
import { initializeApp } from "firebase/app";

import { authConfig } from "~/lib/account";
import { inboxConfig } from "~/lib/firestore";
import { openFirestore } from "~/lib/firestore/inbox-context.client";

import type { SettingsListenerMessage } from "./settings-listener.client";
import { watchShopSettings } from "./shop-settings.client";

declare const self: DedicatedWorkerGlobalScope;

const post = (message: SettingsListenerMessage) => self.postMessage(message);

if (inboxConfig.mode === "disabled") post({ kind: "error", code: "not-configured" });
else {
  // The page's own Firebase options (its API key with them), so the worker asks Firestore as the page does.
  const options = authConfig.mode === "disabled" ? { projectId: inboxConfig.projectId } : authConfig.options;
  const db = openFirestore(initializeApp(options), inboxConfig);
  watchShopSettings(
    db,
    (stored) => post({ kind: "settings", stored }),
    (error) => post({ kind: "error", code: error.code }),
  );
}
