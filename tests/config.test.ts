import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { selectAuthConfig } from "../app/lib/platform/select-auth-config";
import { buildRefusals, DEFAULT_SITE_URL, pixKeyOf, readShopEnv, siteUrlOf } from "../scripts/config";
import { contentSecurityPolicy } from "../scripts/headers";

const roots: string[] = [];

function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "shop-config-"));
  roots.push(root);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(root, name), content);
  return root;
}

afterEach(() => {
  vi.unstubAllEnvs();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("readShopEnv", () => {
  it("reads the .env files of the mode, the shell winning, and nothing but the shop's variables", () => {
    const root = projectWith({
      ".env": "VITE_CEP_API_URL=https://cep.example\nSITE_URL=https://from-env.example\nDATABASE_PASSWORD=secret\n",
      ".env.production": "SITE_URL=https://cafeteria.example\n",
      ".env.development": "SITE_URL=http://dev.example\n",
    });
    vi.stubEnv("VITE_SHOP_WHATSAPP", "5581999990000");
    const env = readShopEnv("production", root);
    expect(env).toMatchObject({
      VITE_CEP_API_URL: "https://cep.example",
      SITE_URL: "https://cafeteria.example",
      VITE_SHOP_WHATSAPP: "5581999990000",
    });
    expect(env).not.toHaveProperty("DATABASE_PASSWORD");
    expect(readShopEnv("development", root).SITE_URL).toBe("http://dev.example");
  });

  it("gives the app and its headers the same emulator, wherever it was set", () => {
    const env = readShopEnv(
      "production",
      projectWith({ ".env.local": "VITE_FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9199\n" }),
    );
    expect(selectAuthConfig(env)).toMatchObject({ mode: "emulator", emulatorUrl: "http://127.0.0.1:9199" });
    expect(contentSecurityPolicy(env)).toContain("http://127.0.0.1:9199");
  });
});

describe("siteUrlOf", () => {
  it("takes the origin of SITE_URL, and npm start's address when unset", () => {
    expect(siteUrlOf({ SITE_URL: "https://cafeteria.example/" })).toBe("https://cafeteria.example");
    expect(siteUrlOf({ SITE_URL: " http://127.0.0.1:4313 " })).toBe("http://127.0.0.1:4313");
    expect(siteUrlOf({})).toBe(DEFAULT_SITE_URL);
  });

  it("refuses anything that is not an origin", () => {
    for (const url of [
      "cafeteria.example",
      "ftp://cafeteria.example",
      "https://cafeteria.example/loja",
      "https://cafeteria.example/?a=1",
    ]) {
      expect(() => siteUrlOf({ SITE_URL: url }), url).toThrow(/SITE_URL must be the shop's origin/);
    }
  });
});

describe("pixKeyOf", () => {
  it("gives the key as the code carries it, and null when unset: Pix is not offered", () => {
    expect(pixKeyOf({ VITE_SHOP_PIX_KEY: " 529.982.247-25 " })).toBe("52998224725");
    expect(pixKeyOf({ VITE_SHOP_PIX_KEY: "pix@cafeteria.com.br" })).toBe("pix@cafeteria.com.br");
    expect(pixKeyOf({ VITE_SHOP_PIX_KEY: "" })).toBeNull();
    expect(pixKeyOf({})).toBeNull();
  });

  it("stops the build on a key that is not one", () => {
    expect(() => pixKeyOf({ VITE_SHOP_PIX_KEY: "81 99999-0000" })).toThrow(/VITE_SHOP_PIX_KEY must be a Pix key/);
    expect(
      buildRefusals({ VITE_SHOP_PIX_KEY: "chave" }, { production: false, deploy: false, allowEmulator: false }),
    ).toEqual([expect.stringMatching(/^VITE_SHOP_PIX_KEY must be a Pix key/)]);
  });
});

describe("buildRefusals", () => {
  const site = { SITE_URL: "https://cafeteria.example" };
  const plain = { production: false, deploy: false, allowEmulator: false };

  it("refuses the emulators in a production build or a deploy, unless allowed", () => {
    const emulators = {
      ...site,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
    };
    expect(buildRefusals(emulators, plain)).toEqual([]);
    expect(buildRefusals(emulators, { ...plain, production: true })).toEqual([
      expect.stringContaining("VITE_FIREBASE_AUTH_EMULATOR_HOST and VITE_FIRESTORE_EMULATOR_HOST are set"),
    ]);
    expect(buildRefusals(emulators, { ...plain, deploy: true })).toHaveLength(1);
    expect(buildRefusals(emulators, { ...plain, production: true, allowEmulator: true })).toEqual([]);
    expect(buildRefusals({ ...site, VITE_FIREBASE_AUTH_EMULATOR_HOST: " " }, { ...plain, production: true })).toEqual(
      [],
    );
  });

  it("needs SITE_URL to deploy, and a valid one always", () => {
    expect(buildRefusals({}, { ...plain, production: true })).toEqual([]);
    expect(buildRefusals({}, { ...plain, deploy: true })).toEqual([expect.stringContaining("SITE_URL is not set")]);
    expect(buildRefusals(site, { ...plain, deploy: true })).toEqual([]);
    expect(buildRefusals({ SITE_URL: "cafeteria" }, plain)).toEqual([
      expect.stringContaining("SITE_URL must be the shop's origin"),
    ]);
  });
});
