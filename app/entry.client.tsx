import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { leavePressesToTheBrowserUntilRouter } from "./lib/platform/early-presses.client";
import { guardRouteModuleImports, loadBootRouteModules } from "./lib/platform/route-module-guard.client";

void loadBootRouteModules().then((shouldHydrate) => {
  if (!shouldHydrate) return;
  guardRouteModuleImports();
  leavePressesToTheBrowserUntilRouter();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
