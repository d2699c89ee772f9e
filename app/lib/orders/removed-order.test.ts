import { describe, expect, it } from "vitest";

import { parseRemovedOrder } from "./removed-order";

describe("parseRemovedOrder", () => {
  it("reads a tombstone's number, products' value and time", () => {
    expect(parseRemovedOrder({ customerUid: "a", number: 47, subtotal: 12.5, deletedAt: 1_000 })).toEqual({
      number: 47,
      subtotal: 12.5,
      deletedAt: 1_000,
    });
  });

  it("leaves out a tombstone from before they carried them, or one not yet timed by the server", () => {
    expect(parseRemovedOrder({ customerUid: "a", deletedAt: 1_000 })).toBeNull();
    expect(parseRemovedOrder({ customerUid: "a", number: 47, subtotal: 12.5, deletedAt: null })).toBeNull();
  });
});
