import { describe, expect, it } from "vitest";

import { foundOfBatchGet, fromRestFields } from "./rest-documents";

describe("a REST batchGet's answer", () => {
  it("gives the documents found by id, the missing ones left out", () => {
    const found = foundOfBatchGet([
      {
        found: {
          name: "projects/p/databases/(default)/documents/menuPhotos/abc",
          fields: { type: { stringValue: "image/webp" } },
        },
      },
      { missing: "projects/p/databases/(default)/documents/menuPhotos/def" },
    ]);
    expect([...found.keys()]).toEqual(["abc"]);
    expect(fromRestFields(found.get("abc") ?? {})).toEqual({ type: "image/webp" });
    expect(foundOfBatchGet({ error: "denied" }).size).toBe(0);
  });

  it("reads bytes as the base64 the API writes", () => {
    expect(fromRestFields({ data: { bytesValue: "UklGRg==" } })).toEqual({ data: "UklGRg==" });
  });
});
