import { importWhenReachable } from "~/lib/platform";
import { whenIdle } from "~/lib/platform/when-idle.client";

import { authConfig } from "./auth-config";
import type { AuthActions } from "./firebase-auth.client";
import { resolveAuthState } from "./known-account";

let connecting: Promise<AuthActions> | null = null;

/** Loads Firebase once, on first need; the session's state then flows through session.ts. */
export function startAuth(): Promise<AuthActions> {
  if (authConfig.mode === "disabled") return Promise.reject(new Error("Sign-in is not configured for this build"));
  const config = authConfig;
  connecting ??= importWhenReachable(() => import("./firebase-auth.client")).then((module) =>
    module.connectAuth(config),
  );
  return connecting;
}

/** When the browser is idle after the first load, starts Firebase only if no stored account says who is here. */
export function startAuthWhenUnknown(): () => void {
  if (authConfig.mode === "disabled") return () => {};
  return whenIdle(
    () =>
      void resolveAuthState()
        .then((state) => (state.status === "unknown" ? startAuth() : null))
        .catch((error: unknown) => console.error("Firebase Auth failed to start:", error)),
  );
}
