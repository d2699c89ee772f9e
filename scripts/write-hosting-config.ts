/**
 * Writes firebase.json's hosting headers (and redirects) from scripts/headers.ts and the build's settings, so a
 * deploy with other CEP services or another auth domain gets a CSP that allows them.
 * `npm run hosting:config`; the committed firebase.json is the result with the defaults.
 */
import { readFileSync, writeFileSync } from "node:fs";

import { readShopEnv } from "./config";
import { hostingHeaders, hostingRedirects, hostingRewrites } from "./headers";

const path = new URL("../firebase.json", import.meta.url);
const config = JSON.parse(readFileSync(path, "utf8"));
config.hosting = {
  public: "build/client",
  ignore: ["**/.*", "**/*.br", "**/*.gz"],
  // `/product/Latte` is product/Latte.html, a page the build prerendered (app/lib/shop/pages.ts).
  cleanUrls: true,
  // A coffee's name spelled decomposed goes to its NFC address (app/lib/shop/pages.ts).
  redirects: hostingRedirects(),
  rewrites: hostingRewrites,
  headers: hostingHeaders(readShopEnv()),
};
// Combining marks escaped, so a decomposed source reads apart from its destination.
const json = JSON.stringify(config, null, 2).replace(
  /[\u0300-\u036f]/g,
  (mark) => `\\u${mark.charCodeAt(0).toString(16).padStart(4, "0")}`,
);
writeFileSync(path, `${json}\n`);
console.log("firebase.json: hosting headers and redirects written");
