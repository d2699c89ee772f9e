import type { ClientActionFunction, ClientLoaderFunction } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";

type StubRoute = Parameters<typeof createRemixStub>[0][number];

/** What a route module of this app exports that the stub can use. */
interface ClientRouteModule {
  default?: ComponentType;
  clientLoader?: ClientLoaderFunction;
  clientAction?: ClientActionFunction;
}

// SPA mode: there is no server, so a route that asked for its server half would be a bug.
const noServer = () => Promise.reject(new Error("SPA mode: there is no server loader or action"));

/**
 * A stub route running a real route module. createRemixStub (2.17) only knows `loader` and
 * `action`, which it hands to the router as they are and marks the route as having no client
 * loader/action; the router calls them where Remix would call clientLoader/clientAction, so
 * they are wired here with the arguments Remix gives them in SPA mode.
 */
export function routeOf(module: ClientRouteModule, route: { path: string } | { index: true }): StubRoute {
  const { clientLoader, clientAction } = module;
  return {
    ...route,
    Component: module.default,
    loader: clientLoader
      ? ({ request, params }) => clientLoader({ request, params, serverLoader: noServer })
      : undefined,
    action: clientAction
      ? ({ request, params }) => clientAction({ request, params, serverAction: noServer })
      : undefined,
  };
}

/** The app's routes sit under the root route; the tests leave its shell out and keep the nesting. */
export function stubApp(routes: StubRoute[]) {
  return createRemixStub([{ id: "root", path: "/", children: routes }]);
}
