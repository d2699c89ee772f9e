/**
 * A shopper's pages never load staff's code, now or later: every chunk a shopper route can reach, through
 * static and dynamic imports, holds none of app/lib/staff, /Admin or a staff-only Firestore client.
 * Reads build/module-graph.json and the Remix manifest, which `npm run build` writes.
 */
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { type ModuleGraph, readModuleGraph } from "../../scripts/module-graph";
import { readRemixManifest, type RemixManifest } from "../../scripts/route-preload";

const staffCode = [
  /^app\/lib\/staff\//,
  /^app\/routes\/Admin\//,
  /\/staff-[\w-]+\.client\.ts$/,
  /^app\/lib\/tables\/table-codes\.client\.ts$/,
];
const isStaffCode = (module: string) => staffCode.some((pattern) => pattern.test(module));

let graph: ModuleGraph;
let manifest: RemixManifest;

beforeAll(() => {
  graph = readModuleGraph();
  manifest = readRemixManifest(join(process.cwd(), "build", "client"));
});

function reachableModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const modules = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    const info = graph.chunks[chunk];
    if (!info) throw new Error(`${chunk} is not in the build's module graph`);
    for (const module of info.modules) modules.add(module);
    for (const next of [...info.imports, ...info.dynamicImports]) visit(next);
  };
  visit(entry);
  return modules;
}

describe("staff's code", () => {
  const shopperRoutes = () => Object.entries(manifest.routes).filter(([id]) => !id.startsWith("routes/Admin"));

  it("is reachable from no shopper page, not even by a dynamic import", () => {
    expect(shopperRoutes().length).toBeGreaterThan(4);
    for (const [id, route] of shopperRoutes()) {
      expect([...reachableModules(route.module)].filter(isStaffCode), id).toEqual([]);
    }
  });

  it("is in /Admin's reach, so the test above looks for modules the build really has", () => {
    const admin = manifest.routes["routes/Admin"];
    if (!admin) throw new Error("No routes/Admin in the manifest");
    const found = [...reachableModules(admin.module)].filter(isStaffCode);
    for (const pattern of staffCode)
      expect(
        found.some((module) => pattern.test(module)),
        String(pattern),
      ).toBe(true);
  });
});
