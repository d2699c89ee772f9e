/**
 * Every page the build writes is valid HTML by the W3C's Nu checker (the `vnu-jar` package, run
 * on the machine's Java): what a browser, a crawler or a link preview parses without guessing.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";
import vnuJarPath from "vnu-jar";

import { APP_SHELL_FILE, pageFile, prerenderedPaths } from "../../app/lib/shop/pages";

const client = join(process.cwd(), "build", "client");
const vnuJar = String(vnuJarPath);

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

describe("the prerendered pages", () => {
  it("have no errors by the Nu HTML checker", async () => {
    const files = [...prerenderedPaths().map(pageFile), APP_SHELL_FILE].map((file) => join(client, file));
    expect(files).toHaveLength(20);
    // The cart and Admin are pages now, their frame in the HTML (docs/decisions/0017): checked too.
    expect(files).toEqual(expect.arrayContaining([join(client, "Carrinho.html"), join(client, "Admin.html")]));
    // vnu exits 1 when it finds errors; the report is on stderr either way.
    const report = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      ({ stderr }) => stderr,
      (error: { code?: unknown; stderr?: string }) => {
        if (error.code === "ENOENT") throw new Error("no java on PATH: the Nu checker needs Java 11 or later");
        return error.stderr ?? "";
      },
    );
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    const errors = messages.map(
      (message) =>
        `${(message.url ?? "").replace(/^.*\/build\/client\//, "")}:${message.lastLine ?? "?"} ${message.message}`,
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
