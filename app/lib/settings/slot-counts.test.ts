import { describe, expect, it } from "vitest";

import { fullSlotsOfQuery, slotCountsRequest } from "./slot-counts";

const at = Date.parse("2026-11-28T07:30:00-03:00");
const row = (time: string, count: unknown) => ({
  document: {
    name: `projects/p/databases/(default)/documents/orderSlots/${Date.parse(time)}`,
    fields: { at: { timestampValue: new Date(time).toISOString() }, count: { integerValue: String(count) } },
  },
  readTime: "2026-11-27T22:00:00Z",
});

describe("the slots' counters, read without the SDK", () => {
  it("are asked for from now on, of the emulator or of Firestore", () => {
    const request = slotCountsRequest({ mode: "emulator", host: "127.0.0.1", port: 8080, projectId: "demo-x" }, at);
    expect(request?.url).toBe("http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents:runQuery");
    expect(JSON.parse(request?.body ?? "")).toMatchObject({
      structuredQuery: {
        from: [{ collectionId: "orderSlots" }],
        where: { fieldFilter: { field: { fieldPath: "at" }, value: { timestampValue: "2026-11-28T10:30:00.000Z" } } },
      },
    });
    expect(slotCountsRequest({ mode: "disabled" }, at)).toBeNull();
  });

  it("leave out the slots at the shop's limit; a malformed answer leaves none out", () => {
    const answer = [row("2026-11-28T07:30:00-03:00", 6), row("2026-11-28T07:45:00-03:00", 5), { readTime: "x" }];
    expect(fullSlotsOfQuery(answer, 6)).toEqual(new Set([at]));
    expect(fullSlotsOfQuery(answer, 5).size).toBe(2);
    expect(fullSlotsOfQuery({ error: "denied" }, 6).size).toBe(0);
    expect(fullSlotsOfQuery([row("2026-11-28T07:30:00-03:00", "muitos")], 6).size).toBe(0);
  });
});
