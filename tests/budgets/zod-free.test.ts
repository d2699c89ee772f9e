/**
 * The modules of a first visit leave zod out (docs/decisions/0005-zod-free-first-load.md): for
 * each, neither what it imports statically nor the chunks its own chunk imports hold zod.
 * Reads build/module-graph.json, which `npm run build` writes (scripts/module-graph.ts).
 */

import { beforeAll, describe, expect, it } from "vitest";

import { type ModuleGraph, readModuleGraph } from "../../scripts/module-graph";

/** Modules a first visit to / or a product page runs, with nothing stored yet. */
const zodFree = [
  "app/entry.client.tsx",
  "app/root.tsx",
  "app/routes/_index/route.tsx",
  "app/routes/product.$description/route.tsx",
  // Loads the schemas, and zod with them, only when a key holds a value.
  "app/lib/platform/storage.ts",
  // The hearts of the first render; the form's schema is in favorite-intents.ts.
  "app/lib/account/favorites.ts",
];

const isZod = (module: string) => /(^|\/)node_modules\/zod\//.test(module);

let graph: ModuleGraph;

beforeAll(() => {
  graph = readModuleGraph();
});

/** Everything `start` reaches through `next`, itself included. */
function reach(start: string, next: (node: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    pending.push(...next(node));
  }
  return seen;
}

describe("zod-free modules", () => {
  it("finds zod in the build, so the checks below can fail", () => {
    expect(Object.keys(graph.modules).some(isZod)).toBe(true);
    expect(Object.values(graph.chunks).some((chunk) => chunk.modules.some(isZod))).toBe(true);
  });

  it.each(zodFree)("%s imports no zod, however indirectly", (module) => {
    expect(graph.modules[module], `${module} is not in the client build`).toBeDefined();
    const reached = reach(module, (node) => graph.modules[node] ?? []);
    expect([...reached].filter(isZod)).toEqual([]);
  });

  it.each(zodFree)("the chunk of %s and the chunks it imports hold no zod", (module) => {
    const home = Object.entries(graph.chunks).find(([, chunk]) => chunk.modules.includes(module))?.[0];
    expect(home, `no chunk holds ${module}`).toBeDefined();
    const chunks = reach(home ?? "", (url) => graph.chunks[url]?.imports ?? []);
    for (const url of chunks) {
      expect(graph.chunks[url]?.modules.filter(isZod) ?? [], url).toEqual([]);
    }
  });
});
