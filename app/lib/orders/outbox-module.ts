import { lazyModule } from "~/lib/platform";

export const outboxModule = lazyModule(() => import("./outbox.client"));
