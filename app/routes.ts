import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

// A route's styles sit beside it as *.css.ts; they are not routes.
export default flatRoutes({ ignoredRouteFiles: ["**/*.css.ts"] }) satisfies RouteConfig;
