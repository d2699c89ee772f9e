/**
 * robots.txt and sitemap.xml, written into the client build by a Vite plugin (vite.config.ts),
 * so they name the same SITE_URL as the app's canonical links.
 */
import type { Plugin } from "vite";

import { catalogue, productPath } from "../app/lib/catalogue/catalogue";

/** The pages worth a search result: the catalogue and each coffee. */
export function indexablePaths(): string[] {
  return ["/", ...catalogue.map(productPath)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function seoFiles(siteUrl: string): Plugin {
  let ssrBuild = false;
  return {
    name: "cafeteria-seo-files",
    apply: "build",
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssrBuild) return;
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(siteUrl) });
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemapXml(siteUrl, indexablePaths()) });
    },
  };
}
