import { describe, expect, it } from "vitest";

import { overwroteUnseen, sameStoredValue } from "~/lib/settings";
import { defaultShopSettings } from "~/lib/shop";

import { changedByOthers, changedByOtherText, recordOwnSave } from "./settings-conflicts";
import { parseSeenAreas, parseSeenHours } from "./shop-settings-form";

const mornings = [null, { opens: 420, closes: 720 }, null, null, null, null, null];

describe("changedByOthers: what another member of staff changed while the panel was open", () => {
  it("names each section whose value changed", () => {
    const after = {
      ...defaultShopSettings,
      paused: true,
      hours: mornings,
      pickup: false,
      soldOut: ["Latte"],
      deliveryAreas: defaultShopSettings.deliveryAreas.slice(1),
    };
    expect(changedByOthers(defaultShopSettings, after, {})).toEqual([
      "paused",
      "hours",
      "pickup",
      "soldOut",
      "deliveryAreas",
    ]);
    expect(changedByOthers(defaultShopSettings, { ...defaultShopSettings }, {})).toEqual([]);
  });

  it("does not take what this page itself saved last for another's change", () => {
    const after = { ...defaultShopSettings, hours: mornings, paused: true };
    const own = recordOwnSave(recordOwnSave({}, { section: "hours", hours: mornings }), {
      section: "paused",
      paused: true,
    });
    expect(changedByOthers(defaultShopSettings, after, own)).toEqual([]);
    // Another's change of the same setting just after this page's save is told.
    const evenings = [null, { opens: 1080, closes: 1380 }, null, null, null, null, null];
    expect(changedByOthers(after, { ...after, hours: evenings }, own)).toEqual(["hours"]);
    expect(changedByOthers(after, { ...after, paused: false }, own)).toEqual(["paused"]);
  });

  it("tells pickup turned off by another from pickup this page turned off", () => {
    const off = { ...defaultShopSettings, pickup: false };
    expect(changedByOthers(defaultShopSettings, off, {})).toEqual(["pickup"]);
    const own = recordOwnSave({}, { section: "pickup", pickup: false });
    expect(changedByOthers(defaultShopSettings, off, own)).toEqual([]);
    expect(changedByOthers(off, defaultShopSettings, own)).toEqual(["pickup"]);
    expect(changedByOtherText("pickup")).toBe("Outro membro da equipe alterou a retirada na loja agora há pouco.");
    expect(changedByOtherText("pickup", "bia@cafe.com")).toBe(
      "bia@cafe.com alterou a retirada na loja agora há pouco.",
    );
  });

  it("tells a coffee this page marked from one another marked", () => {
    const own = recordOwnSave({}, { section: "soldOut", description: "Latte", available: false });
    const latteOut = { ...defaultShopSettings, soldOut: ["Latte"] };
    expect(changedByOthers(defaultShopSettings, latteOut, own)).toEqual([]);
    expect(changedByOthers(latteOut, { ...latteOut, soldOut: ["Latte", "Cubano"] }, own)).toEqual(["soldOut"]);
    expect(changedByOthers(latteOut, defaultShopSettings, own)).toEqual(["soldOut"]);
  });

  it("compares hours and areas whatever the order of keys and areas", () => {
    const own = recordOwnSave({}, { section: "deliveryAreas", deliveryAreas: defaultShopSettings.deliveryAreas });
    const reordered = defaultShopSettings.deliveryAreas.map(
      ({ freeDeliveryFrom, minOrder, maxMinutes, minMinutes, fee, bairro, city }) => ({
        freeDeliveryFrom,
        minOrder,
        maxMinutes,
        minMinutes,
        fee,
        bairro,
        city,
      }),
    );
    const cheaper = { ...defaultShopSettings, deliveryAreas: defaultShopSettings.deliveryAreas.slice(1) };
    expect(changedByOthers(cheaper, { ...cheaper, deliveryAreas: reordered.reverse() }, own)).toEqual([]);
  });

  it("tells it in pt-BR", () => {
    expect(changedByOtherText("hours")).toBe("Outro membro da equipe alterou os horários agora há pouco.");
    expect(changedByOtherText("deliveryAreas")).toBe("Outro membro da equipe alterou a entrega agora há pouco.");
  });
});

describe("overwroteUnseen: a save that replaced a change its maker had not seen", () => {
  it("is when the stored value is neither what the form showed nor what is saved", () => {
    const evenings = [null, { opens: 1080, closes: 1380 }, null, null, null, null, null];
    const defaults = defaultShopSettings.hours;
    expect(overwroteUnseen(defaults, mornings, evenings)).toBe(true);
    expect(overwroteUnseen(mornings, mornings, evenings)).toBe(false);
    expect(overwroteUnseen(defaults, evenings, evenings)).toBe(false);
    expect(overwroteUnseen(undefined, mornings, evenings)).toBe(false);
  });

  it("compares maps whatever the order of their keys (Firestore's is not ours)", () => {
    expect(sameStoredValue({ opens: 1, closes: 2 }, { closes: 2, opens: 1 })).toBe(true);
    expect(sameStoredValue({ opens: 1, closes: 2 }, { opens: 1, closes: 3 })).toBe(false);
    expect(sameStoredValue([{ a: 1 }], [{ a: 1 }, null])).toBe(false);
    expect(sameStoredValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});

describe("what a settings form showed when loaded (visto)", () => {
  const form = (visto: string) => {
    const data = new FormData();
    data.set("visto", visto);
    return data;
  };

  it("is read back as settings, and as nothing when it is not", () => {
    expect(parseSeenHours(form(JSON.stringify(mornings)))).toEqual(mornings);
    expect(parseSeenAreas(form(JSON.stringify(defaultShopSettings.deliveryAreas)))).toEqual(
      defaultShopSettings.deliveryAreas,
    );
    expect(parseSeenHours(form("{"))).toBeUndefined();
    expect(parseSeenHours(form(JSON.stringify([1, 2])))).toBeUndefined();
    expect(parseSeenHours(new FormData())).toBeUndefined();
  });
});
