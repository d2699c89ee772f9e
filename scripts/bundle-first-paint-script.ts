/**
 * The script inlined in the home page's <head> that puts the URL's filter on the first paint
 * (app/lib/catalogue/first-paint-filter.ts, docs/decisions/0011-url-filters-before-hydration.md): that
 * module and the filter rules it imports from app/lib, bundled by Vite into one classic script,
 * with the catalogue's names and types (not its details: the script is in the HTML). Its text is
 * committed in scripts/first-paint-script.generated.ts, so the CSP's hash of it is known without a
 * build; `npm run first-paint-script` rewrites it, and a test fails while it is not what this
 * bundles.
 */
import { fileURLToPath } from "node:url";

import { build, type Rollup } from "vite";

import { catalogue } from "../app/lib/catalogue/catalogue";
import { libHasNoSideEffects } from "./module-side-effects";

const ENTRY = "\0first-paint-entry";
const lib = (name: string) => JSON.stringify(fileURLToPath(new URL(`../app/lib/${name}`, import.meta.url)));
const cards = JSON.stringify(catalogue.map(({ description, type }) => ({ description, type })));

// A script that fails leaves the page as the HTML has it, the whole catalogue until the app runs.
const entrySource = `import { markFirstPaint } from ${lib("catalogue/first-paint-filter.ts")};
import { readStoredAnonymousFavorites } from ${lib("account/account-storage.ts")};
import { readRaw } from ${lib("platform/storage.ts")};
try {
  markFirstPaint(document.documentElement, ${cards}, location.search, readStoredAnonymousFavorites, () =>
    readRaw("menu", "local"),
  );
} catch {}
`;

/** The script's text, as the HTML carries it: ASCII, one line. */
export async function bundleFirstPaintScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
    plugins: [
      {
        name: "first-paint-entry",
        resolveId: (id) => (id === ENTRY ? id : undefined),
        load: (id) => (id === ENTRY ? entrySource : undefined),
      },
    ],
    build: {
      write: false,
      target: "es2020",
      minify: "esbuild",
      modulePreload: false,
      rollupOptions: {
        input: ENTRY,
        output: { format: "iife" },
        treeshake: { moduleSideEffects: libHasNoSideEffects },
      },
    },
    esbuild: { charset: "ascii", legalComments: "none" },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  const [chunk, ...others] = chunks;
  if (!chunk || others.length > 0)
    throw new Error(`The first paint script bundled into ${chunks.length} chunks, not one`);
  return chunk.code.trim();
}
