/** The Firebase project the emulator pretends to be; "demo-" projects never reach Google. */
const EMULATOR_PROJECT_ID = "demo-cafeteria";

interface FirebaseWebOptions {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export type AuthConfig =
  | { mode: "firebase"; options: FirebaseWebOptions }
  /** A dialog makes the Google account: nothing leaves the machine. */
  | { mode: "emulator"; options: FirebaseWebOptions; emulatorUrl: string }
  | { mode: "disabled" };

type Env = Partial<Record<string, string | boolean | undefined>>;

function text(env: Env, key: string): string {
  const value = env[key];
  return typeof value === "string" ? value.trim() : "";
}

export function selectAuthConfig(env: Env): AuthConfig {
  const real = {
    apiKey: text(env, "VITE_FIREBASE_API_KEY"),
    authDomain: text(env, "VITE_FIREBASE_AUTH_DOMAIN"),
    projectId: text(env, "VITE_FIREBASE_PROJECT_ID"),
    appId: text(env, "VITE_FIREBASE_APP_ID"),
  };
  const emulatorHost = text(env, "VITE_FIREBASE_AUTH_EMULATOR_HOST");
  if (emulatorHost) {
    return {
      mode: "emulator",
      options: {
        apiKey: real.apiKey || "demo-key",
        authDomain: real.authDomain || `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
        projectId: real.projectId || EMULATOR_PROJECT_ID,
      },
      emulatorUrl: /^https?:\/\//.test(emulatorHost) ? emulatorHost : `http://${emulatorHost}`,
    };
  }
  if (real.apiKey && real.authDomain && real.projectId && real.appId) return { mode: "firebase", options: real };
  return { mode: "disabled" };
}
