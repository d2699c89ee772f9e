declare const __SITE_URL__: string;

/** The shop's origin, from SITE_URL at build time (scripts/config.ts); none outside a build. */
export const siteUrl: string = typeof __SITE_URL__ === "undefined" ? "" : __SITE_URL__;
