declare const __SITE_URL__: string;

/** The shop's origin, from SITE_URL at build time (scripts/config.ts): what canonical links and structured data name. */
export const siteUrl: string = __SITE_URL__;
