// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import { CUSTOMER_NAME_MAX, markProfileKept, profileAlreadyKept, profileToKeep } from "./customer-profile";

beforeEach(() => localStorage.clear());

const bia = { uid: "bia-1", name: "Bia Souza", email: "bia@example.com", emailVerified: true };

describe("the account's profile for Clientes", () => {
  it("is kept only for a verified e-mail, its name cut to what the rules take", () => {
    expect(profileToKeep(bia)).toEqual({ uid: "bia-1", name: "Bia Souza", email: "bia@example.com" });
    expect(profileToKeep({ ...bia, emailVerified: false })).toBeNull();
    expect(profileToKeep({ ...bia, email: null })).toBeNull();
    expect(profileToKeep({ ...bia, name: "B".repeat(150) })?.name).toHaveLength(CUSTOMER_NAME_MAX);
  });

  it("is written again only when this device has not written it as it is now", () => {
    const kept = profileToKeep(bia);
    if (!kept) throw new Error("Bia's profile should be kept");
    expect(profileAlreadyKept(kept)).toBe(false);
    markProfileKept(kept);
    expect(profileAlreadyKept(kept)).toBe(true);
    expect(profileAlreadyKept({ ...kept, name: "Bia S." })).toBe(false);
    expect(profileAlreadyKept({ ...kept, uid: "other" })).toBe(false);
  });
});
