/**
 * The load line of `npm run bench`: autocannon against scripts/serve.ts on loopback, cycling
 * through what a first visit asks for (a page, the fallback for a product, and the scripts and
 * stylesheet index.html loads), brotli accepted as a browser does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import autocannon from "autocannon";

import type { LoadFigures } from "./summary";

/** The paths of a first visit to a product page, from the build's index.html. */
export function firstVisitPaths(client: string): string[] {
  const html = readFileSync(join(client, "index.html"), "utf8");
  const assets = [...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  return ["/", "/product/Latte", ...new Set(assets)];
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export async function measureLoad(
  origin: string,
  paths: string[],
  seconds = 10,
  connections = 10,
): Promise<LoadFigures> {
  // A load test only ever targets this machine.
  if (!LOOPBACK.has(new URL(origin).hostname)) throw new Error(`the load run targets loopback only, not ${origin}`);
  const result = await autocannon({
    url: origin,
    duration: seconds,
    connections,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    seconds,
    connections,
    paths: paths.length,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
