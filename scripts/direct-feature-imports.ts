/**
 * A Vite plugin that turns `import { a } from "~/lib/cart"` into an import of the module that
 * defines `a`. A feature's index is its public surface for people and the linter; to Rollup a
 * re-export is an edge, and a chunk that imports an index would take every module behind it
 * (docs/decisions/0027-first-load-by-module-id.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { init as initModuleLexer, parse as parseModule } from "es-module-lexer";
import type { Plugin } from "vite";

const featureSpecifier = /^~\/lib\/([a-z-]+)(\/ui)?$/;

/** Exported name → the module (relative to the feature) and the name it has there. */
type IndexExports = Map<string, { from: string; name: string }>;

/** Reads an index's `export { a, b as c } from "./x"` lines; type-only exports carry no value. */
export function readIndexExports(source: string): IndexExports {
  const exports: IndexExports = new Map();
  for (const [, names, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const entry of (names ?? "").split(",")) {
      const [name, alias] = entry.trim().split(/\s+as\s+/);
      if (name && from) exports.set(alias ?? name, { from, name });
    }
  }
  return exports;
}

/** Rewrites one import's named bindings as imports of their own modules; undefined when it cannot. */
export function directImports(bindings: string, feature: string, exports: IndexExports): string | undefined {
  const byModule = new Map<string, string[]>();
  for (const entry of bindings.split(",")) {
    const [imported, local] = entry.trim().split(/\s+as\s+/);
    if (!imported) continue;
    const target = exports.get(imported);
    if (!target) return undefined;
    const binding = target.name === (local ?? imported) ? target.name : `${target.name} as ${local ?? imported}`;
    byModule.set(target.from, [...(byModule.get(target.from) ?? []), binding]);
  }
  return [...byModule]
    .map(([from, names]) => `import { ${names.join(", ")} } from "~/lib/${feature}/${from.replace(/^\.\//, "")}";`)
    .join(" ");
}

export function directFeatureImports(appDirectory: string): Plugin {
  const indexes = new Map<string, IndexExports>();
  const exportsOf = (surface: string) => {
    let exports = indexes.get(surface);
    if (!exports) {
      const file = surface.endsWith("/ui") ? `${surface}.ts` : join(surface, "index.ts");
      exports = readIndexExports(readFileSync(join(appDirectory, "lib", file), "utf8"));
      indexes.set(surface, exports);
    }
    return exports;
  };
  return {
    name: "cafeteria:direct-feature-imports",
    apply: "build",
    async transform(code, id) {
      if (!id.startsWith(appDirectory) || !/\.tsx?$/.test(id.replace(/\?.*$/, ""))) return undefined;
      await initModuleLexer;
      const [imports] = parseModule(code);
      let rewritten = code;
      for (const found of [...imports].reverse()) {
        const [, feature, ui = ""] = found.n?.match(featureSpecifier) ?? [];
        if (!feature || found.d !== -1) continue;
        const statement = code.slice(found.ss, found.se);
        const bindings = statement.match(/^import\s*\{([^}]*)\}\s*from/)?.[1];
        if (bindings === undefined) continue;
        const direct = directImports(bindings, feature, exportsOf(feature + ui));
        if (direct === undefined)
          this.error(`${id}: ${statement} names something ~/lib/${feature}${ui} does not export`);
        rewritten = rewritten.slice(0, found.ss) + direct + rewritten.slice(found.se);
      }
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
