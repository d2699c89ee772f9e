import { lazyModule } from "~/lib/platform";

// One loader per module: once loaded it serves every caller offline, and none asks for it offline before.
export const settingsModule = lazyModule(() => import("./settings.client"));
