// Firestore starts once per app: the page's connection and sign-in both open it here, importing neither.
import type { FirebaseApp } from "firebase/app";
import type { Auth } from "firebase/auth";

import { importWhenReachable } from "~/lib/platform";

import { inboxConfig } from "./config";
import { type InboxContext, openFirestore } from "./inbox-context.client";
import { InboxError } from "./inbox-error";

let opened: { app: FirebaseApp; context: Promise<InboxContext> } | null = null;

export function connectFirestore({ app, auth }: { app: FirebaseApp; auth: Auth }): Promise<InboxContext> {
  const config = inboxConfig;
  if (config.mode === "disabled") {
    return Promise.reject(new InboxError("unavailable", "not-configured", "This build has no order inbox"));
  }
  if (opened?.app !== app) {
    opened = {
      app,
      context: (async () => {
        if (config.mode === "firestore" && config.appCheckSiteKey) await startAppCheck(app, config.appCheckSiteKey);
        return { auth, db: openFirestore(app, config) };
      })(),
    };
  }
  return opened.context;
}

/** A real browser's attestation on every request, so a script cannot make accounts and orders by the hundred. */
async function startAppCheck(app: FirebaseApp, siteKey: string): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await importWhenReachable(
    () => import("firebase/app-check"),
  );
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}
