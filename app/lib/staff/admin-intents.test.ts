import { describe, expect, it } from "vitest";

import { parseIntent } from "~/lib/platform";

import { adminFormSchema } from "./admin-intents";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const parse = (entries: Record<string, string>) => parseIntent(form(entries), adminFormSchema, "Pedido inválido.");

describe("/Admin's forms", () => {
  it("reads this device's order to delete, and the shop's order changes", () => {
    expect(parse({ intent: "delete", id: "1750000000000", occurrence: "0" })).toEqual({
      ok: true,
      command: { intent: "delete", id: 1_750_000_000_000, occurrence: 0 },
    });
    expect(parse({ intent: "status", docId: "abc", number: "007", status: "Em preparo" })).toEqual({
      ok: true,
      command: { intent: "status", docId: "abc", number: "007", status: "Em preparo" },
    });
    expect(
      parse({ intent: "status", docId: "abc", number: "007", status: "Em preparo", readyInMinutes: "15" }),
    ).toEqual({
      ok: true,
      command: { intent: "status", docId: "abc", number: "007", status: "Em preparo", readyInMinutes: 15 },
    });
    expect(parse({ intent: "shop-block", customerUid: "uid", number: "007", openDocIds: "a  b" })).toEqual({
      ok: true,
      command: { intent: "shop-block", customerUid: "uid", number: "007", openDocIds: ["a", "b"] },
    });
  });

  it("reads the shop's settings forms", () => {
    expect(parse({ intent: "shop-pause", paused: "true" })).toEqual({
      ok: true,
      command: { intent: "shop-pause", paused: "true" },
    });
    expect(parse({ intent: "shop-soldout", description: "Latte", available: "false" })).toMatchObject({ ok: true });
    // A drink the Dono added in "Cardápio": the build's list does not have it.
    expect(parse({ intent: "shop-soldout", description: "Pão de queijo", available: "false" })).toMatchObject({
      ok: true,
    });
    expect(parse({ intent: "shop-hours", "abre-0": "07:00" })).toEqual({ ok: true, command: { intent: "shop-hours" } });
  });

  it("refuses anything else with one message", () => {
    const refused: Record<string, string>[] = [
      { intent: "steal" },
      { intent: "delete", id: "0", occurrence: "0" },
      { intent: "status", docId: "abc", number: "007", status: "Perdido" },
      { intent: "status", docId: "abc", number: "007", status: "Em preparo", readyInMinutes: "7" },
      { intent: "shop-soldout", description: "Latte|.*", available: "true" },
      { intent: "shop-soldout", description: "", available: "true" },
      { intent: "shop-pause", paused: "sim" },
    ];
    for (const entries of refused) {
      expect(parse(entries), JSON.stringify(entries)).toEqual({ ok: false, message: "Pedido inválido." });
    }
  });
});
