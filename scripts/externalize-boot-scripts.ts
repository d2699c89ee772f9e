/**
 * Moves the inline boot scripts of build/client/index.html into hashed files under /assets, for a
 * CSP of `script-src 'self'`: docs/decisions/0006-externalized-boot-scripts.md.
 */
import { createHash } from "node:crypto";

import { deferRouteImports, replaceInlineScripts } from "../app/lib/remix-internals";

export function externalizeBootScripts(html: string, write: (name: string, source: string) => void): string {
  const classic: string[] = [];
  let firstClassic = true;
  const rewritten = replaceInlineScripts(html, ({ kind, source }) => {
    if (kind === "module") {
      const boot = deferRouteImports(source);
      const name = `boot-module-${digest(boot)}.js`;
      write(name, boot);
      return `<script type="module" async src="/assets/${name}"></script>`;
    }
    classic.push(source);
    // An empty script neither runs nor meets the CSP, and React hydrates its element in place.
    if (!firstClassic) return "<script></script>";
    firstClassic = false;
    return "<!--boot-classic-->";
  });
  if (firstClassic) return rewritten;
  const source = classic.join(";\n");
  const name = `boot-${digest(source)}.js`;
  write(name, source);
  return rewritten.replace("<!--boot-classic-->", `<script src="/assets/${name}"></script>`);
}

/** The first 12 hex digits of the source's SHA-256: a file name that changes with the content. */
export function digest(source: string): string {
  return createHash("sha256").update(source).digest("hex").slice(0, 12);
}
