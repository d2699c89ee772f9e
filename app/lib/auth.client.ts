import { authConfig } from "./auth-config";
import type { AuthActions } from "./firebase-session.client";

let connecting: Promise<AuthActions> | null = null;

/** Loads Firebase once, on first need; the session's state then flows through auth-session. */
export function startAuth(): Promise<AuthActions> {
  if (authConfig.mode === "disabled") return Promise.reject(new Error("Sign-in is not configured for this build"));
  const config = authConfig;
  connecting ??= import("./firebase-session.client").then((module) => module.connectAuth(config));
  return connecting;
}

/** Starts Firebase when the browser is idle after the first load, so it never delays the page. */
export function startAuthWhenIdle(): () => void {
  if (authConfig.mode === "disabled") return () => {};
  const start = () => void startAuth().catch((error) => console.error("Firebase Auth failed to start:", error));
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(start, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(start, 1_000);
  return () => clearTimeout(id);
}
