import { describe, expect, it } from "vitest";

import { batchGetRequest, foundOfBatchGet, fromRestFields } from "./rest-documents";

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

describe("a plain read of documents by path", () => {
  it("asks the emulator for each, and nothing when there is no inbox", () => {
    const request = batchGetRequest({ mode: "emulator", projectId: "demo-cafeteria", host: "127.0.0.1", port: 8080 }, [
      "shop/menu",
      "menuPhotos/abc",
    ]);
    const database = "projects/demo-cafeteria/databases/(default)";
    expect(request?.url).toBe(`http://127.0.0.1:8080/v1/${database}/documents:batchGet`);
    expect(JSON.parse(request?.body ?? "{}")).toEqual({
      documents: [`${database}/documents/shop/menu`, `${database}/documents/menuPhotos/abc`],
    });
    expect(batchGetRequest({ mode: "disabled" }, ["shop/menu"])).toBeNull();
  });
});
