/**
 * The one reader of the shop's settings. The app (vite.config.ts), its headers (serve.ts,
 * write-hosting-config.ts) and the scripts all read them here, as Vite does: the process env
 * over `.env.[mode].local`, `.env.[mode]`, `.env.local` and `.env`. So the CSP a build is served
 * with allows exactly what that build talks to, wherever a variable was set.
 */
import { fileURLToPath } from "node:url";

import { loadEnv } from "vite";

import { parsePixKey } from "../app/lib/checkout/pix";
import type { Env } from "./headers";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** What the shop reads: the app's VITE_* variables and the site's address. */
const PREFIXES = ["VITE_", "SITE_URL"];

/** The settings of a build in `mode`: "production" for `npm run build`, serve and deploy, "development" for `npm run dev`. */
export function readShopEnv(mode = "production", root = projectRoot): Env {
  return loadEnv(mode, root, PREFIXES);
}

/** Variables that point the app at a local Firebase emulator instead of the real project. */
const EMULATOR_VARIABLES = ["VITE_FIREBASE_AUTH_EMULATOR_HOST", "VITE_FIRESTORE_EMULATOR_HOST"] as const;

/** What a build names as its address when SITE_URL is unset: `npm start`'s. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

class ConfigError extends Error {}

/** The origin canonical links, sitemap.xml and robots.txt name; the app is served from its root. */
export function siteUrlOf(env: Env): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new ConfigError(`SITE_URL must be the shop's origin, such as https://cafeteria.example, not "${raw}"`);
  }
  return url.origin;
}

/**
 * The shop's Pix key from VITE_SHOP_PIX_KEY as the code carries it; null when unset (Pix is not
 * offered). A key that is none of the five kinds stops the build: a guess would send money nowhere.
 */
export function pixKeyOf(env: Env): string | null {
  const raw = env.VITE_SHOP_PIX_KEY?.trim();
  if (!raw) return null;
  const parsed = parsePixKey(raw);
  if (!parsed) {
    throw new ConfigError(
      `VITE_SHOP_PIX_KEY must be a Pix key (CPF or CNPJ digits, +55 phone, e-mail or random key), not "${raw}"`,
    );
  }
  return parsed.key;
}

interface BuildIntent {
  /** NODE_ENV=production, or a deploy. */
  production: boolean;
  deploy: boolean;
  /** ALLOW_EMULATOR_BUILD=1: a production build that really is meant for the emulator. */
  allowEmulator: boolean;
}

/** Why this build must not go ahead, one sentence each; empty when it may. */
export function buildRefusals(env: Env, intent: BuildIntent): string[] {
  const refusals: string[] = [];
  const emulators = EMULATOR_VARIABLES.filter((name) => env[name]?.trim());
  if ((intent.production || intent.deploy) && emulators.length > 0 && !intent.allowEmulator) {
    refusals.push(
      `${emulators.join(" and ")} ${emulators.length > 1 ? "are" : "is"} set (in the shell or a .env file): ` +
        "this build would talk to a local emulator instead of Firebase. Unset it for a production build; " +
        "the emulator is for `npm start`, `npm run dev` and the tests (ALLOW_EMULATOR_BUILD=1 builds it anyway).",
    );
  }
  try {
    pixKeyOf(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    refusals.push(`${error.message}.`);
  }
  try {
    siteUrlOf(env);
    if (intent.deploy && !env.SITE_URL?.trim()) {
      refusals.push(
        `SITE_URL is not set: canonical links, sitemap.xml and robots.txt would name ${DEFAULT_SITE_URL}. Set it to the shop's address, e.g. SITE_URL=https://cafeteria-recife.web.app.`,
      );
    }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    refusals.push(`${error.message}.`);
  }
  return refusals;
}
