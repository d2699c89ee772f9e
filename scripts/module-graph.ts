/**
 * A Vite plugin that records the client build's module graph in build/module-graph.json (beside
 * build/client, so it is never deployed): tests/budgets/ checks what each module pulls in.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

import type { Plugin } from "vite";

export interface ModuleGraph {
  /** Module path (relative to the project, node_modules included) → the modules it imports statically. */
  modules: Record<string, string[]>;
  /** Chunk URL (/assets/…) → the modules with code in it and the chunks it imports, statically and dynamically. */
  chunks: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>;
}

const moduleGraphFile = "module-graph.json";

/** The graph the last `npm run build` recorded, for tests/budgets/. */
export function readModuleGraph(root: string = process.cwd()): ModuleGraph {
  const file = join(root, "build", moduleGraphFile);
  if (!existsSync(file)) throw new Error(`No build/${moduleGraphFile}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, "utf8")) as ModuleGraph;
}

export function moduleGraph(): Plugin {
  let root = process.cwd();
  let outDir = "build/client";
  // Module ids carry queries (?used) and virtual ids a \0 prefix; the file path is what tests name.
  const name = (id: string) => relative(root, id.replace(/^\0/, "").replace(/\?.*$/, ""));
  return {
    name: "cafeteria:module-graph",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      const graph: ModuleGraph = { modules: {}, chunks: {} };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.modules[name(id)] = [...new Set(info.importedIds.map(name))];
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        graph.chunks[`/${output.fileName}`] = {
          modules: Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => name(id)),
          imports: output.imports.map((file) => `/${file}`),
          dynamicImports: output.dynamicImports.map((file) => `/${file}`),
        };
      }
      const file = join(dirname(outDir), moduleGraphFile);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(graph));
    },
  };
}
