import { describe, expect, it } from "vitest";

import { fieldsOfBatchGet, fromRestFields } from "~/lib/firestore";
import { defaultShopSettings } from "~/lib/shop";

import {
  areasOfList,
  CART_PATH,
  fromSettingsData,
  SETTINGS_STALE_MS,
  settingsDocumentRequest,
  settingsReadPlan,
  toAreaDocuments,
  toSettingsDocument,
} from "./settings-document";

describe("shop/settings as stored", () => {
  it("keeps each area in a document of its own under its folded key, and reads them back as the list", () => {
    const areas = toAreaDocuments([
      ...defaultShopSettings.deliveryAreas,
      {
        city: "RECIFE",
        bairro: "GRAÇAS",
        fee: 6,
        minMinutes: 30,
        maxMinutes: 40,
        minOrder: null,
        freeDeliveryFrom: null,
      },
    ]);
    expect(Object.keys(areas).sort()).toEqual(["jaboatao dos guararapes", "olinda", "recife", "recife|gracas"]);
    const back = fromSettingsData(
      { ...toSettingsDocument(defaultShopSettings), paused: true },
      Object.entries(areas).map(([id, data]) => ({ id, data })),
      defaultShopSettings,
    );
    expect(back.paused).toBe(true);
    expect(back.deliveryAreas).toEqual([
      areas["jaboatao dos guararapes"],
      areas.olinda,
      areas.recife,
      areas["recife|gracas"],
    ]);
  });

  it("reads as the defaults, areas included, while staff never saved settings", () => {
    expect(fromSettingsData(null, [{ id: "olinda", data: {} }], defaultShopSettings)).toEqual(defaultShopSettings);
  });

  it("lists the area documents of a REST answer, by id", () => {
    expect(
      areasOfList({
        documents: [
          {
            name: "projects/x/databases/(default)/documents/deliveryAreas/recife%7Cgracas",
            fields: { city: { stringValue: "Recife" }, fee: { integerValue: "6" } },
          },
        ],
      }),
    ).toEqual([{ id: "recife|gracas", data: { city: "Recife", fee: 6 } }]);
    expect(areasOfList({})).toEqual([]);
  });

  it("is read with one batchGet, whose answer says when it was never saved", () => {
    const request = settingsDocumentRequest({ mode: "emulator", projectId: "demo-x", host: "127.0.0.1", port: 8080 });
    expect(request).toEqual({
      url: "http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents:batchGet",
      body: JSON.stringify({ documents: ["projects/demo-x/databases/(default)/documents/shop/settings"] }),
      areasUrl: "http://127.0.0.1:8080/v1/projects/demo-x/databases/(default)/documents/deliveryAreas?pageSize=100",
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

describe("settingsReadPlan: what a storefront page reads of the settings", () => {
  const now = Date.UTC(2026, 10, 25, 12);
  it("follows them live on the cart, whatever was read before", () => {
    expect(settingsReadPlan(CART_PATH, null, now)).toBe("live");
    expect(settingsReadPlan(CART_PATH, now, now)).toBe("live");
  });

  it("elsewhere reads once on arrival, then not again until the last read is 15 minutes old", () => {
    expect(settingsReadPlan("/", null, now)).toBe("read");
    expect(settingsReadPlan("/product/Latte", now - 1000, now)).toBe("none");
    expect(settingsReadPlan("/", now - SETTINGS_STALE_MS + 1, now)).toBe("none");
    expect(settingsReadPlan("/", now - SETTINGS_STALE_MS, now)).toBe("read");
    expect(SETTINGS_STALE_MS).toBe(15 * 60_000);
  });
});
