import { describe, expect, it } from "vitest";
import * as z from "zod/mini";

import { parseIntent } from "./form-intent";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), quantidade: z.coerce.number("Quantidade inválida.") }),
  z.object({ intent: z.literal("remove"), line: z.string() }),
]);

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("parseIntent", () => {
  it("reads the fields of the form's intent", () => {
    expect(parseIntent(form({ intent: "add", quantidade: "2", extra: "x" }), schema, "Pedido inválido.")).toEqual({
      ok: true,
      command: { intent: "add", quantidade: 2 },
    });
    expect(parseIntent(form({ intent: "remove", line: "Latte" }), schema, "Pedido inválido.")).toEqual({
      ok: true,
      command: { intent: "remove", line: "Latte" },
    });
  });

  it("answers the schema's own message for a field it words", () => {
    expect(parseIntent(form({ intent: "add", quantidade: "dois" }), schema, "Pedido inválido.")).toEqual({
      ok: false,
      message: "Quantidade inválida.",
    });
  });

  it("answers the given message for an unknown or missing intent and for a field without a message", () => {
    for (const entries of [{ intent: "steal" }, {}, { intent: "remove" }] as Record<string, string>[]) {
      expect(parseIntent(form(entries), schema, "Pedido inválido."), JSON.stringify(entries)).toEqual({
        ok: false,
        message: "Pedido inválido.",
      });
    }
  });

  it("takes a single intent's object too", () => {
    const one = z.object({ intent: z.literal("toggle-favorite"), description: z.string() });
    expect(parseIntent(form({ intent: "toggle-favorite" }), one, "Produto inválido.")).toEqual({
      ok: false,
      message: "Produto inválido.",
    });
  });
});
