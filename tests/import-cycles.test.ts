/**
 * No module of app/ reaches itself through its imports, and the storefront never reaches the staff's side: static, type-only and dynamic imports all
 * count, since each is a dependency a reader has to follow and a bundler has to order.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const appDir = resolve("app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  const found = candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  if (!found) throw new Error(`${relative(appDir, from)}: cannot resolve ${specifier}`);
  return found;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** One cycle through each strongly connected component of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) ?? false;
    if (component.length > 1 || selfImport) found.push(component.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("app/'s import graph", () => {
  it("has no circles", () => {
    const graph = importGraph(sourceFiles(appDir));
    const names = cycles(graph).map((component) => component.map((file) => relative(appDir, file)).join(" ⇄ "));
    expect(names).toEqual([]);
  });

  it("keeps staff's side to itself: only app/lib/staff and the /Admin route import from app/lib/staff", () => {
    const staffDir = join(appDir, "lib", "staff");
    const adminDir = join(appDir, "routes", "Admin");
    const admin = join(adminDir, "route.tsx");
    const graph = importGraph(sourceFiles(appDir));
    const intruders = [...graph]
      .filter(
        ([file, targets]) =>
          !file.startsWith(adminDir) && !file.startsWith(staffDir) && targets.some((t) => t.startsWith(staffDir)),
      )
      .map(([file]) => relative(appDir, file));
    expect(intruders).toEqual([]);
    expect(graph.get(admin)?.some((target) => target.startsWith(staffDir))).toBe(true);
  });

  it("finds a circle when there is one, type and dynamic imports included", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
    const dynamicAndType = importGraph([join(appDir, "lib", "account", "start-auth.client.ts")]).get(
      join(appDir, "lib", "account", "start-auth.client.ts"),
    );
    expect(dynamicAndType).toContain(join(appDir, "lib", "account", "firebase-auth.client.ts"));
  });
});
