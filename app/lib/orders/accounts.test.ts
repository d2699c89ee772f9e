import { describe, expect, it } from "vitest";

import { mayBeStaff, MOVE_TICKET_DAYS } from "./accounts";

describe("who may be staff", () => {
  const claims = { email: "equipe@cafeteria.test", email_verified: true };

  it("a Google sign-in with a verified e-mail, and nothing else", () => {
    expect(mayBeStaff({ signInProvider: "google.com", claims })).toBe(true);
    expect(mayBeStaff({ signInProvider: "google.com", claims: { ...claims, email_verified: false } })).toBe(false);
    expect(mayBeStaff({ signInProvider: "password", claims })).toBe(false);
    expect(mayBeStaff({ signInProvider: "anonymous", claims })).toBe(false);
    expect(mayBeStaff({ signInProvider: "google.com", claims: { email_verified: true } })).toBe(false);
    expect(mayBeStaff({ signInProvider: "google.com", claims: { ...claims, email: "" } })).toBe(false);
    expect(mayBeStaff({ signInProvider: null, claims })).toBe(false);
  });
});

describe("the ticket that moves an anonymous account's orders", () => {
  it("stays good for a week, so a move cut off is finished at a later visit", () => {
    expect(MOVE_TICKET_DAYS).toBe(7);
  });
});
