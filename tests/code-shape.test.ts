/** The house's shape as numbers: file and route sizes, the comments' share and width. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.generated\.ts$/.test(entry.name) ? [path] : [];
  });
}

const code = sourceFiles("app").filter((file) => !/\.test\.tsx?$/.test(file));
const linesOf = (file: string) => readFileSync(file, "utf8").split("\n");
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line);

describe("app/'s shape", () => {
  it("has no file over 300 lines", () => {
    expect(code.filter((file) => linesOf(file).length > 300)).toEqual([]);
  });

  it("has no route module over 150 lines", () => {
    const routes = code.filter((file) => /app\/routes\/([^/]+\.tsx|[^/]+\/route\.tsx)$/.test(file));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((file) => linesOf(file).length > 150)).toEqual([]);
  });

  it("has no comment past the 120-column print width", () => {
    const wide = code.flatMap((file) =>
      linesOf(file).flatMap((line, index) => (isComment(line) && line.length > 120 ? [`${file}:${index + 1}`] : [])),
    );
    expect(wide).toEqual([]);
  });

  it("keeps comments to at most 7% of app/'s lines, tests aside", () => {
    const lines = code.flatMap(linesOf);
    const share = lines.filter(isComment).length / lines.length;
    console.info(`comments: ${(share * 100).toFixed(1)}% of ${lines.length} lines`);
    expect(share).toBeLessThanOrEqual(0.07);
  });

  it("builds no Intl formatter when a module is evaluated: the first of a page loads ICU data, a long task (0038)", () => {
    const atLoad = code.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        /^(export )?(const|let|var) .*new Intl\./.test(line) ? [`${file}:${index + 1}`] : [],
      ),
    );
    expect(atLoad).toEqual([]);
  });
});
