/**
 * GHSA-jjmj-jmhj-qwj2: @remix-run/react 2.17.5 pins react-router 6.30.4 and @remix-run/router
 * 1.23.3; package.json's overrides pull in the patched releases. Every copy the lockfile
 * installs must be at them or later.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import semver from "semver";
import { describe, expect, it } from "vitest";

const patched: Record<string, string> = {
  "react-router": "6.30.6",
  "react-router-dom": "6.30.6",
  "@remix-run/router": "1.23.4",
};

describe("package-lock.json", () => {
  it("installs only the patched react-router and @remix-run/router", () => {
    const { packages } = JSON.parse(readFileSync(join(process.cwd(), "package-lock.json"), "utf8")) as {
      packages: Record<string, { version?: string }>;
    };
    const installed = Object.entries(packages).flatMap(([path, entry]) => {
      const name = Object.keys(patched).find(
        (candidate) => path === `node_modules/${candidate}` || path.endsWith(`/node_modules/${candidate}`),
      );
      return name ? [{ path, name, version: entry.version ?? "" }] : [];
    });
    expect(installed.map(({ name }) => name)).toEqual(expect.arrayContaining(Object.keys(patched)));
    for (const { path, name, version } of installed) {
      expect(semver.gte(version, patched[name] ?? ""), `${path}@${version}`).toBe(true);
    }
  });
});
