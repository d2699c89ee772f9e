import { describe, expect, it } from "vitest";

import {
  fieldsOfBatchGet,
  fromRestFields,
  fromSettingsData,
  settingsDocumentRequest,
  toSettingsDocument,
} from "~/lib/inbox/settings-document";
import { defaultShopSettings } from "~/lib/shop-settings";

describe("shop/settings as stored", () => {
  it("keeps the areas under their folded keys, and reads them back as the list", () => {
    const stored = toSettingsDocument(defaultShopSettings);
    expect(Object.keys(stored.deliveryAreas).sort()).toEqual(["jaboatao dos guararapes", "olinda", "recife"]);
    const back = fromSettingsData({ ...stored });
    expect(back.deliveryAreas).toEqual(
      [...defaultShopSettings.deliveryAreas].sort((a, b) => a.city.localeCompare(b.city, "en")),
    );
  });

  it("is read with one batchGet, whose answer says when it was never saved", () => {
    const request = settingsDocumentRequest({ mode: "emulator", projectId: "demo-x", host: "127.0.0.1", port: 8080 });
    expect(request).toEqual({
      url: "http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents:batchGet",
      body: JSON.stringify({ documents: ["projects/demo-x/databases/(default)/documents/shop/settings"] }),
    });
    expect(settingsDocumentRequest({ mode: "disabled" })).toBeNull();
    expect(fieldsOfBatchGet([{ missing: "projects/x/databases/(default)/documents/shop/settings" }])).toBeNull();
    expect(fieldsOfBatchGet([{ found: { fields: { paused: { booleanValue: true } } } }])).toEqual({
      paused: { booleanValue: true },
    });
  });

  it("turns the REST answer's typed values into plain data", () => {
    expect(
      fromRestFields({
        paused: { booleanValue: false },
        hours: {
          arrayValue: { values: [{ nullValue: null }, { mapValue: { fields: { opens: { integerValue: "420" } } } }] },
        },
        soldOut: { arrayValue: {} },
        fee: { doubleValue: 7.5 },
        city: { stringValue: "Recife" },
      }),
    ).toEqual({ paused: false, hours: [null, { opens: 420 }], soldOut: [], fee: 7.5, city: "Recife" });
  });
});
