import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";

import { selectAuthConfig } from "./app/lib/platform/select-auth-config";
import { selectInboxConfig } from "./app/lib/platform/select-inbox-config";
import { pixKeyOf, readShopEnv, siteUrlOf } from "./scripts/config";
import { directFeatureImports } from "./scripts/direct-feature-imports";
import { fetchFirstPreload } from "./scripts/fetch-first-preload";
import { appModules, resolveModuleNames, shellModules } from "./scripts/first-load";
import { moduleGraph } from "./scripts/module-graph";
import { libHasNoSideEffects } from "./scripts/module-side-effects";
import { remixFuture } from "./scripts/remix-future";
import { seoFiles } from "./scripts/seo-files";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Staff's own load with /Admin: a shopper's page never loads staff code (tests/budgets/staff-code.test.ts).
const storedSchemas = /\/app\/lib\/(?!staff\/)[\w-]+\/[\w-]+-schemas?\.ts$/;

const liveMenu = /\/app\/lib\/menu\/(live-menu|menu|menu-photo|menu-photos\.client)\.ts$/;

/** React, the router, the shell and zod as chunks of their own: docs/decisions/0002-client-chunks.md. */
function clientChunks(root: string): Rollup.GetManualChunk {
  const shell = new Set(resolveModuleNames(shellModules, appModules(root)).map((module) => `${root}/${module}`));
  let packagesOfShell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (/\.vanilla\.css/.test(id)) return "styles";
    if (/\/node_modules\/zod\//.test(id)) return "validation";
    // The stored keys' schemas come with zod: once one key is read, a lost connection leaves every other readable.
    if (storedSchemas.test(id)) return "validation";
    if (shell.has(id)) return "shell";
    // What a device keeping the Dono's menu loads before its first price: one chunk, one name in the shell's list.
    if (liveMenu.test(id)) return "live-menu";
    if (!packagesOfShell) {
      const seen = new Set<string>();
      const pending = [...shell];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (seen.has(next)) continue;
        seen.add(next);
        pending.push(
          ...(getModuleInfo(next)?.importedIds ?? []).filter((imported) => !imported.startsWith(`${root}/app/`)),
        );
      }
      packagesOfShell = seen;
    }
    if (!packagesOfShell.has(id)) return undefined;
    // Vite's CommonJS helpers are what React's modules import: with the router, the chunks would import each other.
    if (/\/node_modules\/(react|react-dom|scheduler)\/|commonjsHelpers/.test(id)) return "react";
    return "router";
  };
}

/** A route folder's module is its route.tsx: its chunk takes the folder's name, as a route file's would. */
function routeChunkName({ facadeModuleId }: Rollup.PreRenderedChunk): string {
  const folder = facadeModuleId?.match(/\/app\/routes\/([^/]+)\/route\.tsx(\?|$)/)?.[1];
  return `assets/${folder ? folder.replace(/\$/g, "_") : "[name]"}-[hash].js`;
}

const projectRoot = new URL(".", import.meta.url).pathname.replace(/\/$/, "");

export default defineConfig(({ isSsrBuild, mode }) => {
  const env = readShopEnv(mode);
  const siteUrl = siteUrlOf(env);
  return {
    // How sign-in and the order inbox work, picked from the env so the picking code never ships.
    define: {
      __AUTH_CONFIG__: JSON.stringify(selectAuthConfig(env)),
      __INBOX_CONFIG__: JSON.stringify(selectInboxConfig(env)),
      __SITE_URL__: JSON.stringify(siteUrl),
      __SHOP_PIX_KEY__: JSON.stringify(pixKeyOf(env)),
    },
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    build: {
      // Terser with two passes ships about 5% less gzip than esbuild's minifier (a few seconds'
      // build): docs/decisions/0022-terser-minifier.md. The server build stays unminified, as by default.
      minify: isSsrBuild ? false : "terser",
      terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
      rollupOptions: {
        output: {
          // Rollup folds chunks under 1 KB (shop, money, …) into others: each costs a request and
          // headers. Higher, it folds route code into shared chunks and / loads the product page's.
          experimentalMinChunkSize: 1000,
          manualChunks: isSsrBuild ? undefined : clientChunks(projectRoot),
          entryFileNames: isSsrBuild ? undefined : routeChunkName,
          chunkFileNames: isSsrBuild ? undefined : routeChunkName,
        },
        treeshake: { moduleSideEffects: libHasNoSideEffects },
      },
    },
    plugins: [
      directFeatureImports(`${projectRoot}/app`),
      fetchFirstPreload(),
      remix({
        // Server render at build time only (scripts/prerender.ts): docs/decisions/0010-prerendered-pages.md.
        ssr: true,
        future: remixFuture,
      }),
      vanillaExtractPlugin(),
      seoFiles(siteUrl),
      moduleGraph(),
    ],
  };
});
