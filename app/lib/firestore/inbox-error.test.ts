import { describe, expect, it } from "vitest";

import { inboxCall, InboxError, inboxErrorKind, toInboxError } from "./inbox-error";

describe("inbox errors", () => {
  it("are 'rejected' when the rules refuse, 'unavailable' when it may work later", () => {
    expect(inboxErrorKind("permission-denied")).toBe("rejected");
    expect(inboxErrorKind("invalid-argument")).toBe("rejected");
    expect(inboxErrorKind("unavailable")).toBe("unavailable");
    expect(inboxErrorKind("deadline-exceeded")).toBe("unavailable");
    expect(inboxErrorKind("auth/network-request-failed")).toBe("unavailable");
  });

  it("wrap Firebase's errors with their code and keep an InboxError as it is", () => {
    const denied = Object.assign(new Error("Missing or insufficient permissions."), { code: "permission-denied" });
    expect(toInboxError(denied)).toMatchObject({
      name: "InboxError",
      kind: "rejected",
      code: "permission-denied",
      cause: denied,
    });
    expect(toInboxError("boom")).toMatchObject({ kind: "unavailable", code: "unknown" });
    const own = new InboxError("unavailable", "not-configured");
    expect(toInboxError(own)).toBe(own);
  });

  it("say when to send again only for an order the quota holds", () => {
    expect(new InboxError("unavailable", "held", "held", { retryInMs: 30_000 }).retryInMs).toBe(30_000);
    expect(new InboxError("rejected", "permission-denied").retryInMs).toBeNull();
  });
});

describe("inboxCall", () => {
  it("answers what the call answers, and turns whatever it throws or rejects with into an InboxError", async () => {
    await expect(inboxCall(() => Promise.resolve(1))).resolves.toBe(1);
    const denied = Object.assign(new Error("denied"), { code: "permission-denied" });
    await expect(inboxCall(() => Promise.reject(denied))).rejects.toMatchObject({ kind: "rejected", cause: denied });
    await expect(
      inboxCall(() => {
        throw denied;
      }),
    ).rejects.toBeInstanceOf(InboxError);
  });
});
