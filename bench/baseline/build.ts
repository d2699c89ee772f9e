/**
 * `tsx bench/baseline/build.ts`: builds the bench's baseline, the empty Remix app of bench/baseline/app, into
 * bench/baseline/build/client. Remix's client and server builds, then "/" rendered from the server build into
 * index.html as the shop's pages are (scripts/prerender.ts), its inline scripts moved into files for the CSP
 * scripts/serve.ts sends (`script-src 'self'`); the server build is removed, as the shop's is.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import { externalizeBootScripts } from "../../scripts/externalize-boot-scripts";
import { render } from "../../scripts/prerender";

const here = new URL(".", import.meta.url).pathname;
const projectRoot = new URL("../..", import.meta.url).pathname;
const buildDir = join(here, "build");

const remix = spawnSync(
  join(projectRoot, "node_modules/.bin/remix"),
  ["vite:build", "--config", join(here, "vite.config.ts")],
  {
    cwd: projectRoot,
    stdio: "inherit",
  },
);
if (remix.status !== 0) {
  console.error("bench/baseline: remix vite:build failed");
  process.exit(remix.status ?? 1);
}

const server = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
const client = join(buildDir, "client");
const html = externalizeBootScripts(
  await render(server, "/"),
  (name, source) => writeFileSync(join(client, "assets", name), source),
  { asIs: true },
);
writeFileSync(join(client, "index.html"), html);
rmSync(join(buildDir, "server"), { recursive: true, force: true });
console.log(`bench/baseline: ${join(client, "index.html")} written`);
