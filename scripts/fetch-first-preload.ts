import type { Plugin } from "vite";

const preloadHelperId = "\0vite/preload-helper.js";
const vitesExport = "export const __vitePreload = ";

/**
 * Vite's preload helper, which every lazy import goes through, fetches the part's chunks into the HTTP cache
 * first: Chromium keeps a module fetch that failed failed for the page's life, so a chunk in flight when the
 * connection drops would also break every later page or part that shares it (app/lib/platform/lazy-import.ts).
 */
export function fetchFirstPreload(): Plugin {
  return {
    name: "cafeteria:fetch-first-preload",
    apply: "build",
    transform(code, id) {
      if (id !== preloadHelperId) return null;
      if (!code.includes(vitesExport)) throw new Error(`Vite's preload helper no longer has "${vitesExport}"`);
      return [
        'import { fetchChunksWhenReachable } from "~/lib/platform/lazy-import";',
        code.replace(vitesExport, "const vitesPreload = "),
        "export const __vitePreload = (load, deps, importerUrl) => deps?.length",
        "  ? fetchChunksWhenReachable(deps.map((dep) => assetsURL(dep, importerUrl))).then(() => vitesPreload(load, deps, importerUrl))",
        "  : vitesPreload(load, deps, importerUrl);",
      ].join("\n");
    },
  };
}
