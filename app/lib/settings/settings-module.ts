import { lazyModule } from "~/lib/platform";

export const settingsModule = lazyModule(() => import("./settings.client"));
