/**
 * The bench's baseline: an empty Remix app (bench/baseline/app), built with Remix's and Vite's defaults and the
 * shop's future flags; bench/baseline/build.ts renders "/" from its server build, as the shop prerenders its pages.
 */
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

import { remixFuture } from "../../scripts/remix-future";

const here = new URL(".", import.meta.url).pathname;

export default defineConfig({
  publicDir: `${here}public`,
  plugins: [
    remix({
      appDirectory: `${here}app`,
      buildDirectory: `${here}build`,
      // Remix 2's SPA mode (ssr: false) would write only root's HydrateFallback into index.html, not the route.
      ssr: true,
      future: remixFuture,
    }),
  ],
});
