import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    rollupOptions: {
      output: {
        // Tiny shared chunks (money, cart, shop, …) cost a request and ~1 KB of headers each on
        // a phone: Rollup folds chunks under 10 KB into their importers where that changes nothing.
        experimentalMinChunkSize: 10_000,
        // All styles in one stylesheet (3 KB gzip) that index.html links: one render-blocking
        // request instead of three, and no route waits a round trip for its own CSS.
        manualChunks: isSsrBuild ? undefined : (id) => (/\.css\.ts$|\.vanilla\.css/.test(id) ? "styles" : undefined),
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
