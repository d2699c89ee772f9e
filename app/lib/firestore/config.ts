import type { InboxConfig } from "~/lib/platform";

declare const __INBOX_CONFIG__: InboxConfig;

/** Where this build sends orders: chosen by vite.config.ts. Cheap to import on any page. */
export const inboxConfig: InboxConfig = __INBOX_CONFIG__;
