import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, loadEnv } from "vite";
import { selectAuthConfig } from "./app/lib/auth-config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * All styles in one stylesheet (3 KB gzip) that index.html links: one render-blocking request
 * instead of three, no route waits a round trip for its own CSS, and no route's styles leave on
 * "back" (scroll restoration measures the page with them). The class names of shared components
 * come with it; a route's own travel with the route. zod gets its own chunk: the pages that
 * always read storage preload it, and a first visit to / never loads it (app/lib/storage.ts).
 */
function clientChunkOf(id: string): string | undefined {
  if (/\.vanilla\.css|\/app\/(?!routes\/).*\.css\.ts$/.test(id)) return "styles";
  if (/\/node_modules\/zod\//.test(id)) return "validation";
  return undefined;
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  define: { __AUTH_CONFIG__: JSON.stringify(selectAuthConfig(loadEnv(mode, process.cwd(), "VITE_"))) },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    rollupOptions: {
      output: {
        // Rollup folds chunks under 1 KB (shop, money, …) into others: each costs a request and
        // headers. Higher, it folds route code into shared chunks and / loads the product page's.
        experimentalMinChunkSize: 1000,
        manualChunks: isSsrBuild ? undefined : clientChunkOf,
      },
    },
  },
  plugins: [
    remix({
      ssr: false,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    vanillaExtractPlugin(),
  ],
}));
