import { describe, expect, it } from "vitest";

import { parseEmulatorHost, selectInboxConfig } from "./select-inbox-config";

const real = {
  VITE_FIREBASE_API_KEY: "AIza-real",
  VITE_FIREBASE_AUTH_DOMAIN: "cafeteria.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "cafeteria-prod",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
};

describe("selectInboxConfig", () => {
  it("sends orders to the project's Firestore with a real config", () => {
    expect(selectInboxConfig(real)).toEqual({ mode: "firestore", projectId: "cafeteria-prod" });
  });

  it("turns App Check on with a site key for the real Firestore, never for the emulators", () => {
    const siteKey = { VITE_APPCHECK_SITE_KEY: " 6Lc-site-key " };
    expect(selectInboxConfig({ ...real, ...siteKey })).toEqual({
      mode: "firestore",
      projectId: "cafeteria-prod",
      appCheckSiteKey: "6Lc-site-key",
    });
    expect(selectInboxConfig({ ...real, VITE_APPCHECK_SITE_KEY: "" })).toEqual({
      mode: "firestore",
      projectId: "cafeteria-prod",
    });
    expect(selectInboxConfig({ ...real, ...siteKey, VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toEqual({
      mode: "emulator",
      projectId: "cafeteria-prod",
      host: "127.0.0.1",
      port: 8080,
    });
  });

  it("uses the Firestore emulator when its host is given, with either Auth", () => {
    const emulator = { mode: "emulator", host: "127.0.0.1", port: 8080 };
    expect(
      selectInboxConfig({
        VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      }),
    ).toEqual({ ...emulator, projectId: "demo-cafeteria" });
    expect(selectInboxConfig({ ...real, VITE_FIRESTORE_EMULATOR_HOST: "http://127.0.0.1:8080/" })).toEqual({
      ...emulator,
      projectId: "cafeteria-prod",
    });
  });

  it("is off without sign-in, and with the Auth emulator but no Firestore emulator", () => {
    expect(selectInboxConfig({})).toEqual({ mode: "disabled" });
    expect(selectInboxConfig({ VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toEqual({ mode: "disabled" });
    expect(selectInboxConfig({ VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toEqual({ mode: "disabled" });
  });

  it("refuses a Firestore emulator host that is not host:port", () => {
    expect(() => selectInboxConfig({ ...real, VITE_FIRESTORE_EMULATOR_HOST: "localhost" })).toThrow(/host:port/);
  });
});

describe("parseEmulatorHost", () => {
  it("reads host and port, with or without a scheme", () => {
    expect(parseEmulatorHost("localhost:8180")).toEqual({ host: "localhost", port: 8180 });
    expect(parseEmulatorHost("http://127.0.0.1:8080")).toEqual({ host: "127.0.0.1", port: 8080 });
    expect(parseEmulatorHost("127.0.0.1")).toBeNull();
    expect(parseEmulatorHost("127.0.0.1:99999")).toBeNull();
  });
});
