import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { guardRouteModuleImports, loadBootRouteModules } from "./lib/platform/route-module-guard.client";

void loadBootRouteModules().then((shouldHydrate) => {
  if (!shouldHydrate) return;
  guardRouteModuleImports();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
