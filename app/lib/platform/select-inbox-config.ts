import { selectAuthConfig } from "./select-auth-config";

export type InboxConfig =
  /** The App Check key comes from VITE_APPCHECK_SITE_KEY (see the README's "App Check"). */
  | { mode: "firestore"; projectId: string; appCheckSiteKey?: string }
  | { mode: "emulator"; projectId: string; host: string; port: number }
  | { mode: "disabled" };

type Env = Partial<Record<string, string | boolean | undefined>>;

/** "127.0.0.1:8080" or "http://localhost:8080/" → host and port; anything else → null. */
export function parseEmulatorHost(value: string): { host: string; port: number } | null {
  const match = value.trim().match(/^(?:https?:\/\/)?([^/:\s]+):(\d{1,5})\/?$/);
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { host: match[1], port } : null;
}

// Orders belong to a user, so no Auth means no inbox; nor does the Auth emulator without the Firestore one,
// as the real Firestore refuses the emulator's tokens.
export function selectInboxConfig(env: Env): InboxConfig {
  const auth = selectAuthConfig(env);
  if (auth.mode === "disabled") return { mode: "disabled" };
  const raw = env.VITE_FIRESTORE_EMULATOR_HOST;
  const emulator = typeof raw === "string" && raw.trim() ? parseEmulatorHost(raw) : null;
  if (typeof raw === "string" && raw.trim() && !emulator) {
    throw new Error(`VITE_FIRESTORE_EMULATOR_HOST=${raw} is not host:port`);
  }
  // App Check stays off with the emulators: they neither need nor check its tokens.
  const { projectId } = auth.options;
  if (emulator) return { mode: "emulator", projectId, ...emulator };
  if (auth.mode !== "firebase") return { mode: "disabled" };
  const siteKey = typeof env.VITE_APPCHECK_SITE_KEY === "string" ? env.VITE_APPCHECK_SITE_KEY.trim() : "";
  return siteKey ? { mode: "firestore", projectId, appCheckSiteKey: siteKey } : { mode: "firestore", projectId };
}
