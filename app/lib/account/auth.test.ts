import { describe, expect, it } from "vitest";

import { selectAuthConfig } from "~/lib/platform";

import { loginErrorMessage } from "./login-errors";
import { getAuthState, setAuthState, signedInUser, subscribeToAuth } from "./session";
import { emulatorSubject, googleProfile, toAppUser } from "./user";

const real = {
  VITE_FIREBASE_API_KEY: "AIza-real",
  VITE_FIREBASE_AUTH_DOMAIN: "cafeteria.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "cafeteria-prod",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
};

describe("selectAuthConfig", () => {
  it("uses the real project when every value is given", () => {
    expect(selectAuthConfig(real)).toEqual({
      mode: "firebase",
      options: {
        apiKey: "AIza-real",
        authDomain: "cafeteria.firebaseapp.com",
        projectId: "cafeteria-prod",
        appId: "1:123:web:abc",
      },
    });
  });

  it("uses the emulator with the demo project when only the emulator host is given", () => {
    expect(selectAuthConfig({ VITE_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toEqual({
      mode: "emulator",
      options: { apiKey: "demo-key", authDomain: "demo-cafeteria.firebaseapp.com", projectId: "demo-cafeteria" },
      emulatorUrl: "http://127.0.0.1:9099",
    });
  });

  it("points a real project at the emulator when both are given", () => {
    const config = selectAuthConfig({ ...real, VITE_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199" });
    expect(config).toMatchObject({
      mode: "emulator",
      emulatorUrl: "http://localhost:9199",
      options: { projectId: "cafeteria-prod" },
    });
  });

  it("turns sign-in off with no config, or an incomplete one", () => {
    expect(selectAuthConfig({})).toEqual({ mode: "disabled" });
    expect(selectAuthConfig({ ...real, VITE_FIREBASE_APP_ID: " " })).toEqual({ mode: "disabled" });
  });
});

describe("the app's user", () => {
  it("takes name, e-mail, photo and uid from the Firebase user", () => {
    expect(
      toAppUser({ uid: "u1", displayName: "Ana Souza", email: "ana@x.com", photoURL: "https://p/ana.jpg" }),
    ).toEqual({
      uid: "u1",
      name: "Ana Souza",
      email: "ana@x.com",
      photo: "https://p/ana.jpg",
    });
  });

  it("names a user without a display name by their e-mail, and refuses one without uid", () => {
    expect(toAppUser({ uid: "u2", displayName: null, email: "bia@x.com", photoURL: "" })).toEqual({
      uid: "u2",
      name: "bia",
      email: "bia@x.com",
      photo: null,
    });
    expect(toAppUser({ uid: "", displayName: "X", email: null, photoURL: null })).toBeNull();
    expect(toAppUser({ uid: 42, displayName: "X", email: null, photoURL: null })).toBeNull();
  });

  it("takes Google's name and photo from the linked provider when the user has none of its own", () => {
    const linked = {
      uid: "u3",
      displayName: null,
      email: "cliente.123@x.com",
      photoURL: null,
      providerData: [
        { providerId: "password", displayName: "Outro", photoURL: "https://p/outro.jpg" },
        { providerId: "google.com", displayName: " Marina Duarte ", photoURL: "https://p/marina.jpg" },
      ],
    };
    expect(toAppUser(linked)).toEqual({
      uid: "u3",
      name: "Marina Duarte",
      email: "cliente.123@x.com",
      photo: "https://p/marina.jpg",
    });
    expect(googleProfile(linked)).toEqual({ name: "Marina Duarte", photo: "https://p/marina.jpg" });
    // The user's own profile (updated since) wins over the provider's copy.
    expect(toAppUser({ ...linked, displayName: "Marina D.", photoURL: "https://p/own.jpg" })).toMatchObject({
      name: "Marina D.",
      photo: "https://p/own.jpg",
    });
    expect(googleProfile({ providerData: [] })).toEqual({ name: "", photo: "" });
  });

  it("derives the same emulator account id from the same e-mail, a different one otherwise", () => {
    expect(emulatorSubject("Ana@X.com ")).toBe(emulatorSubject("ana@x.com"));
    expect(emulatorSubject("ana@x.com")).not.toBe(emulatorSubject("bia@x.com"));
    expect(emulatorSubject("ana@x.com")).toMatch(/^\d+$/);
  });

  it("stays silent when the shopper closed the popup, explains a block or a network failure", () => {
    expect(loginErrorMessage("auth/popup-closed-by-user")).toBeNull();
    expect(loginErrorMessage("auth/cancelled-popup-request")).toBeNull();
    expect(loginErrorMessage("auth/popup-blocked")).toMatch(/bloqueou/);
    expect(loginErrorMessage("auth/network-request-failed")).toMatch(/conexão/);
    expect(loginErrorMessage(undefined)).toMatch(/Tente de novo/);
  });
});

describe("auth session", () => {
  it("notifies only real changes", () => {
    const seen: string[] = [];
    const unsubscribe = subscribeToAuth((state) => seen.push(state.status));
    const user = { uid: "u1", name: "Ana", email: null, photo: null };
    setAuthState({ status: "signed-out" });
    setAuthState({ status: "signed-out" });
    setAuthState({ status: "signed-in", user });
    setAuthState({ status: "signed-in", user: { ...user } });
    expect(signedInUser()).toEqual(user);
    setAuthState({ status: "signed-in", user: { ...user, name: "Ana S." } });
    unsubscribe();
    setAuthState({ status: "signed-out" });
    expect(seen).toEqual(["signed-out", "signed-in", "signed-in"]);
    expect(getAuthState()).toEqual({ status: "signed-out" });
    expect(signedInUser()).toBeNull();
  });
});
