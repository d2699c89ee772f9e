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

const featureSpecifier = /^~\/lib\/([a-z-]+)$/;

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
  const exportsOf = (feature: string) => {
    let exports = indexes.get(feature);
    if (!exports) {
      exports = readIndexExports(readFileSync(join(appDirectory, "lib", feature, "index.ts"), "utf8"));
      indexes.set(feature, exports);
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
        const feature = found.n?.match(featureSpecifier)?.[1];
        if (!feature || found.d !== -1) continue;
        const statement = code.slice(found.ss, found.se);
        const bindings = statement.match(/^import\s*\{([^}]*)\}\s*from/)?.[1];
        if (bindings === undefined) continue;
        const direct = directImports(bindings, feature, exportsOf(feature));
        if (direct === undefined) this.error(`${id}: ${statement} names something ~/lib/${feature} does not export`);
        rewritten = rewritten.slice(0, found.ss) + direct + rewritten.slice(found.se);
      }
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
