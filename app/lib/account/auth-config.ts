import type { AuthConfig } from "~/lib/platform";

declare const __AUTH_CONFIG__: AuthConfig;

/** How sign-in works in this build: chosen by vite.config.ts, so the choosing code never ships (off in Node). */
export const authConfig: AuthConfig = typeof __AUTH_CONFIG__ === "undefined" ? { mode: "disabled" } : __AUTH_CONFIG__;
