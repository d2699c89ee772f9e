import type { InboxConfig } from "~/lib/platform";

declare const __INBOX_CONFIG__: InboxConfig;

/**
 * Where this build sends orders: chosen by vite.config.ts. Cheap to import on any page. Run in Node (the
 * tests' clients, the scripts), the app's modules have no build: there the page's own connection stays off.
 */
export const inboxConfig: InboxConfig =
  typeof __INBOX_CONFIG__ === "undefined" ? { mode: "disabled" } : __INBOX_CONFIG__;
