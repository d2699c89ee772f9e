import type { InboxConfig } from "~/lib/platform";

/** Where the plain reads go (no SDK, no sign-in): the emulator, or Google's REST API; null when there is no inbox. */
export function restDatabase(config: InboxConfig): { base: string; database: string } | null {
  if (config.mode === "disabled") return null;
  const base = config.mode === "emulator" ? `http://${config.host}:${config.port}` : "https://firestore.googleapis.com";
  return { base, database: `projects/${config.projectId}/databases/(default)` };
}
