import type { AuthConfig } from "~/lib/platform";

declare const __AUTH_CONFIG__: AuthConfig;

/** How sign-in works in this build: chosen by vite.config.ts, so the choosing code never ships. */
export const authConfig: AuthConfig = __AUTH_CONFIG__;
