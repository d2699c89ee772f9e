import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { RemixManifest } from "../../scripts/route-preload";

interface ManifestEntry {
  module: string;
  imports?: string[];
}

/** Every script index.html names: the route preload script, the boot files and Remix's (inert) modulepreloads. */
function scriptsOfIndexHtml(client: string): string[] {
  const html = readFileSync(join(client, "index.html"), "utf8");
  const found = [...html.matchAll(/<(?:script|link)\s[^>]*\b(?:src|data-boot-src|href)="([^"]+\.js)"/g)];
  return found.flatMap((match) => (match[1] ? [match[1]] : []));
}

/** The JS a first visit to `routeId` downloads: the HTML's scripts, the entry, and the route chain. */
export function firstLoadScripts(client: string, manifest: RemixManifest, routeId: string): Set<string> {
  return new Set([...scriptsOfIndexHtml(client), ...routeScripts(manifest, routeId)]);
}

/** The manifest, the entry and the chunks of `routeId` and its parents. */
export function routeScripts(manifest: RemixManifest, routeId: string): Set<string> {
  const urls = new Set<string>([manifest.url]);
  const add = (entry: ManifestEntry) => {
    urls.add(entry.module);
    for (const url of entry.imports ?? []) urls.add(url);
  };
  add(manifest.entry);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest`);
    add(route);
  }
  return urls;
}
