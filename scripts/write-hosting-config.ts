/**
 * Writes firebase.json's hosting headers from scripts/headers.ts and the build's settings, so a
 * deploy with other CEP services or another auth domain gets a CSP that allows them.
 * `npm run hosting:config`; the committed firebase.json is the result with the defaults.
 */
import { readFileSync, writeFileSync } from "node:fs";

import { readShopEnv } from "./config";
import { hostingHeaders, hostingRewrites } from "./headers";

const path = new URL("../firebase.json", import.meta.url);
const config = JSON.parse(readFileSync(path, "utf8"));
config.hosting = {
  public: "build/client",
  ignore: ["**/.*", "**/*.br", "**/*.gz"],
  // `/product/Latte` is product/Latte.html, a page the build prerendered (app/lib/pages.ts).
  cleanUrls: true,
  rewrites: hostingRewrites,
  headers: hostingHeaders(readShopEnv()),
};
writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
console.log("firebase.json: hosting headers written");
