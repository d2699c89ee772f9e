// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readAccountSnapshot, writeAccountSnapshot } from "./account-storage";
import { accountBeforeFirebase } from "./known-account";
import type { AppUser } from "./user";

const ana: AppUser = { uid: "ana-uid", name: "Ana Souza", email: "ana@exemplo.com.br", photo: null };

describe("accountBeforeFirebase", () => {
  it("shows the stored account without asking Firebase", () => {
    expect(accountBeforeFirebase(ana, true)).toEqual({ status: "signed-in", user: ana });
  });

  it("is signed out when Firebase last said nobody was, or the browser never held a Firebase user", () => {
    expect(accountBeforeFirebase(null, true)).toEqual({ status: "signed-out" });
    expect(accountBeforeFirebase(undefined, false)).toEqual({ status: "signed-out" });
  });

  it("leaves it to Firebase when nothing is stored and Firebase may hold a user (a visit from before the snapshot)", () => {
    expect(accountBeforeFirebase(undefined, true)).toEqual({ status: "unknown" });
  });
});

describe("the stored account", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("reads back what Firebase said, a signed-in user or nobody", async () => {
    expect(await readAccountSnapshot()).toBeUndefined();
    writeAccountSnapshot(ana);
    expect(await readAccountSnapshot()).toEqual(ana);
    writeAccountSnapshot(null);
    expect(await readAccountSnapshot()).toBeNull();
  });

  it("reads a damaged or foreign value as nothing stored, and leaves it in place", async () => {
    localStorage.setItem("accountSnapshot", '{"user":{"uid":""}}');
    expect(await readAccountSnapshot()).toBeUndefined();
    localStorage.setItem("accountSnapshot", "not json");
    expect(await readAccountSnapshot()).toBeUndefined();
    expect(localStorage.getItem("accountSnapshot")).toBe("not json");
  });

  it("is written only when it changes, since each write makes the open pages load again", () => {
    const changes = vi.fn();
    window.addEventListener("cafeteria:storage-change", changes);
    writeAccountSnapshot(ana);
    writeAccountSnapshot(ana);
    writeAccountSnapshot(null);
    window.removeEventListener("cafeteria:storage-change", changes);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
