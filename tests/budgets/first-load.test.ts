/**
 * The first load by role: the shell chunk holds exactly the modules scripts/first-load.ts names for
 * it, and each page's first load runs exactly the modules named for it. A module is named by its file
 * name, so moving it passes; a new import that drags a module into a first visit fails here until the
 * list says so.
 */
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { appModules, pageModules, resolveModuleNames, shellModules } from "../../scripts/first-load";
import { type ModuleGraph, readModuleGraph } from "../../scripts/module-graph";
import { readRemixManifest, type RemixManifest } from "../../scripts/route-preload";
import { routeScripts } from "./first-load-scripts";

const client = join(process.cwd(), "build", "client");
const isAppModule = (module: string) => module.startsWith("app/");
const sorted = (modules: Iterable<string>) => [...new Set(modules)].sort();
const announce = "Name the module under its role in scripts/first-load.ts";
const modules = appModules(process.cwd());

let graph: ModuleGraph;
let manifest: RemixManifest;

beforeAll(() => {
  graph = readModuleGraph();
  manifest = readRemixManifest(client);
});

describe("the first load, by role", () => {
  it("names each module once", () => {
    expect(() => resolveModuleNames([...shellModules, ...Object.values(pageModules).flat()], modules)).not.toThrow();
  });

  it("puts exactly the named modules in the shell chunk", () => {
    const shell = Object.values(graph.chunks).find((chunk) => chunk.modules.includes("app/root.tsx"));
    expect(shell, "no chunk holds app/root.tsx").toBeDefined();
    expect(sorted(shell?.modules.filter(isAppModule) ?? []), announce).toEqual(
      sorted(resolveModuleNames(shellModules, modules)),
    );
  });

  it.each(Object.keys(pageModules))("runs exactly the named modules on a first visit to %s", (routeId) => {
    const loaded = [...routeScripts(manifest, routeId)].flatMap((url) => graph.chunks[url]?.modules ?? []);
    const shell = new Set(resolveModuleNames(shellModules, modules));
    const beside = loaded.filter((module) => isAppModule(module) && !shell.has(module));
    expect(sorted(beside), announce).toEqual(sorted(resolveModuleNames(pageModules[routeId] ?? [], modules)));
  });
});
