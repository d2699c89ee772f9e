/**
 * The first load by module id: the shell chunk holds exactly the modules scripts/first-load.ts
 * lists, and each page's first load runs exactly the modules listed for it. Moving a file, or a
 * new import that drags a module into a first visit, fails here until the list says so.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { pageModules, shellModules } from "../../scripts/first-load";
import { type ModuleGraph, moduleGraphFile } from "../../scripts/module-graph";
import { readRemixManifest, type RemixManifest } from "../../scripts/route-preload";
import { routeScripts } from "./first-load-scripts";

const client = join(process.cwd(), "build", "client");
const isAppModule = (module: string) => module.startsWith("app/");
const sorted = (modules: Iterable<string>) => [...new Set(modules)].sort();
const announce = "Announce the change in scripts/first-load.ts";

let graph: ModuleGraph;
let manifest: RemixManifest;

beforeAll(() => {
  const file = join(process.cwd(), "build", moduleGraphFile);
  if (!existsSync(file)) throw new Error(`No build/${moduleGraphFile}: run \`npm run build\` first.`);
  graph = JSON.parse(readFileSync(file, "utf8")) as ModuleGraph;
  manifest = readRemixManifest(client);
});

describe("the first load, by module id", () => {
  it("lists only modules that exist", () => {
    const missing = [...shellModules, ...Object.values(pageModules).flat()].filter(
      (module) => !existsSync(join(process.cwd(), module)),
    );
    expect(missing, "moved or renamed: " + announce).toEqual([]);
  });

  it("puts exactly the listed modules in the shell chunk", () => {
    const shell = Object.values(graph.chunks).find((chunk) => chunk.modules.includes("app/root.tsx"));
    expect(shell, "no chunk holds app/root.tsx").toBeDefined();
    expect(sorted(shell?.modules.filter(isAppModule) ?? []), announce).toEqual(sorted(shellModules));
  });

  it.each(Object.keys(pageModules))("runs exactly the listed modules on a first visit to %s", (routeId) => {
    const modules = [...routeScripts(manifest, routeId)].flatMap((url) => graph.chunks[url]?.modules ?? []);
    const shell = new Set<string>(shellModules);
    const beside = modules.filter((module) => isAppModule(module) && !shell.has(module));
    expect(sorted(beside), announce).toEqual(sorted(pageModules[routeId] ?? []));
  });
});
