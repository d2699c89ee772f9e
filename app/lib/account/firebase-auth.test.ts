// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

// The one place the Firebase SDK is replaced: Google's popup cannot run offline.
const sdk = vi.hoisted(() => ({
  signInWithPopup: vi.fn(async (..._args: unknown[]) => ({})),
  signInWithCredential: vi.fn(async (..._args: unknown[]) => ({})),
  connectAuthEmulator: vi.fn(),
  credential: vi.fn((idToken: string) => ({ idToken })),
  linkWithCredential: vi.fn(async (..._args: unknown[]) => ({})),
  /** Who Firebase has signed in when a sign-in starts. */
  auth: {
    auth: true,
    currentUser: null as { uid: string; isAnonymous: boolean } | null,
    authStateReady: async () => {},
  },
}));

vi.mock("firebase/app", () => ({ initializeApp: vi.fn(() => ({ name: "app" })) }));
vi.mock("firebase/auth", () => {
  class GoogleAuthProvider {
    static credential = sdk.credential;
  }
  return {
    GoogleAuthProvider,
    browserLocalPersistence: {},
    indexedDBLocalPersistence: {},
    browserPopupRedirectResolver: { resolver: true },
    initializeAuth: vi.fn(() => sdk.auth),
    connectAuthEmulator: sdk.connectAuthEmulator,
    onIdTokenChanged: vi.fn(),
    linkWithCredential: sdk.linkWithCredential,
    signInWithPopup: sdk.signInWithPopup,
    signInWithCredential: sdk.signInWithCredential,
    signOut: vi.fn(),
  };
});

const { connectAuth } = await import("./firebase-auth.client");
const { oneAtATime } = await import("~/lib/platform");
const { GoogleAuthProvider } = await import("firebase/auth");

beforeEach(() => {
  vi.clearAllMocks();
  sdk.auth.currentUser = null;
});

describe("connectAuth", () => {
  it("with a real config, signs in through Google's popup with a GoogleAuthProvider", async () => {
    const actions = connectAuth({
      mode: "firebase",
      options: { apiKey: "k", authDomain: "d", projectId: "p", appId: "a" },
    });
    await actions.signInWithGoogle();
    expect(sdk.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(sdk.signInWithPopup.mock.calls[0]?.[1]).toBeInstanceOf(GoogleAuthProvider);
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it("with the emulator, connects to it and signs in with an unsigned Google token", async () => {
    const actions = connectAuth({
      mode: "emulator",
      options: { apiKey: "demo-key", authDomain: "d", projectId: "demo-cafeteria" },
      emulatorUrl: "http://127.0.0.1:9099",
    });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, "http://127.0.0.1:9099", {
      disableWarnings: true,
    });
    await actions.signInAsEmulatorUser("Ana", "ana@x.com");
    const token = JSON.parse(String(sdk.credential.mock.calls[0]?.[0]));
    expect(token).toMatchObject({ email: "ana@x.com", email_verified: true, name: "Ana" });
    expect(token.sub).toMatch(/^\d+$/);
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
    expect(sdk.linkWithCredential).not.toHaveBeenCalled();
  });

  it("links a shopper's anonymous account (their orders') to the Google account instead of leaving it", async () => {
    const anonymous = { uid: "anon-1", isAnonymous: true };
    sdk.auth.currentUser = anonymous;
    const actions = connectAuth({
      mode: "emulator",
      options: { apiKey: "demo-key", authDomain: "d", projectId: "demo-cafeteria" },
      emulatorUrl: "http://127.0.0.1:9099",
    });
    await actions.signInAsEmulatorUser("Ana", "ana@x.com");
    expect(sdk.linkWithCredential).toHaveBeenCalledWith(anonymous, sdk.credential.mock.results[0]?.value);
    expect(sdk.signInWithCredential).not.toHaveBeenCalled();
  });

  it("waits for the outbox's anonymous sign-in under way, then links it: finishing last, it would sign the shopper out", async () => {
    const anonymous = { uid: "anon-2", isAnonymous: true };
    let finishAnonymous = () => {};
    const outboxSignIn = oneAtATime(sdk.auth, () =>
      new Promise<void>((resolve) => (finishAnonymous = resolve)).then(() => (sdk.auth.currentUser = anonymous)),
    );
    const actions = connectAuth({
      mode: "emulator",
      options: { apiKey: "demo-key", authDomain: "d", projectId: "demo-cafeteria" },
      emulatorUrl: "http://127.0.0.1:9099",
    });
    const signingIn = actions.signInAsEmulatorUser("Ana", "ana@x.com");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdk.signInWithCredential).not.toHaveBeenCalled();
    finishAnonymous();
    await Promise.all([outboxSignIn, signingIn]);
    expect(sdk.linkWithCredential).toHaveBeenCalledWith(anonymous, sdk.credential.mock.results[0]?.value);
    expect(sdk.signInWithCredential).not.toHaveBeenCalled();
  });
});

/** Connects to the emulator and returns what Firebase calls at each token change. */
async function connectAndListen(): Promise<(user: unknown) => void> {
  const { onIdTokenChanged } = await import("firebase/auth");
  connectAuth({
    mode: "emulator",
    options: { apiKey: "k", authDomain: "d", projectId: "p" },
    emulatorUrl: "http://127.0.0.1:9099",
  });
  return vi.mocked(onIdTokenChanged).mock.calls.at(-1)?.[1] as (user: unknown) => void;
}

describe("the session's user", () => {
  it("is signed out while Firebase has only the anonymous account the order inbox made", async () => {
    const { getAuthState } = await import("./session");
    const announce = await connectAndListen();
    announce({ uid: "g1", displayName: "Ana", email: "ana@x.com", photoURL: null, isAnonymous: false });
    await vi.waitFor(() => expect(getAuthState()).toMatchObject({ status: "signed-in", user: { uid: "g1" } }));
    announce({ uid: "anon-1", displayName: null, email: null, photoURL: null, isAnonymous: true });
    await vi.waitFor(() => expect(getAuthState().status).toBe("signed-out"));
  });

  it("is kept for the next visit, which shows it without loading Firebase", async () => {
    const { readAccountSnapshot } = await import("./account-storage");
    localStorage.clear();
    const announce = await connectAndListen();
    announce({ uid: "g2", displayName: "Bia", email: "bia@x.com", photoURL: null, isAnonymous: false });
    await vi.waitFor(async () => expect(await readAccountSnapshot()).toMatchObject({ uid: "g2", name: "Bia" }));
    announce(null);
    await vi.waitFor(async () => expect(await readAccountSnapshot()).toBeNull());
  });
});
