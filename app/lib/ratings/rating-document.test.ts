import { describe, expect, it } from "vitest";

import { parseRating, parseRatingForm, parseReplyForm, RATING_TEXT_MAX, starsLabel } from "./rating-document";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const honest = {
  pedido: "abc123",
  numero: "42",
  nota: "4",
  etiqueta: ["Café quente", "No horário"],
  comentario: " Bom ",
};

describe("the rating form", () => {
  it("reads stars, tags and a cleaned comment", () => {
    expect(parseRatingForm(form(honest))).toEqual({
      ok: true,
      value: { docId: "abc123", orderNumber: 42, stars: 4, tags: ["Café quente", "No horário"], comment: "Bom" },
    });
    expect(parseRatingForm(form({ ...honest, etiqueta: [], comentario: "" }))).toMatchObject({
      ok: true,
      value: { tags: [], comment: "" },
    });
  });

  it("refuses a missing or out-of-range note, an unknown or repeated tag and a long comment, in pt-BR", () => {
    expect(parseRatingForm(form({ ...honest, nota: "" }))).toEqual({
      ok: false,
      message: "Escolha uma nota de 1 a 5.",
    });
    expect(parseRatingForm(form({ ...honest, nota: "6" }))).toEqual({
      ok: false,
      message: "Escolha uma nota de 1 a 5.",
    });
    expect(parseRatingForm(form({ ...honest, etiqueta: ["Café gelado"] }))).toEqual({
      ok: false,
      message: "Etiqueta inválida.",
    });
    expect(parseRatingForm(form({ ...honest, etiqueta: ["Atrasou", "Atrasou"] }))).toEqual({
      ok: false,
      message: "Etiqueta repetida.",
    });
    expect(parseRatingForm(form({ ...honest, comentario: "a".repeat(RATING_TEXT_MAX + 1) }))).toEqual({
      ok: false,
      message: "O texto pode ter até 280 caracteres.",
    });
    expect(parseRatingForm(form({ ...honest, comentario: "a".repeat(RATING_TEXT_MAX) })).ok).toBe(true);
  });

  it("names the stars as the radios do", () => {
    expect([1, 2, 5].map(starsLabel)).toEqual(["1 estrela", "2 estrelas", "5 estrelas"]);
  });
});

describe("the reply form", () => {
  it("needs some text, at most 280 characters, without control characters", () => {
    expect(parseReplyForm(form({ avaliacao: "abc", resposta: " Obrigado!\u0007 " }))).toEqual({
      ok: true,
      value: { docId: "abc", text: "Obrigado!" },
    });
    expect(parseReplyForm(form({ avaliacao: "abc", resposta: "  " }))).toEqual({
      ok: false,
      message: "Escreva a resposta.",
    });
    expect(parseReplyForm(form({ avaliacao: "abc", resposta: "a".repeat(281) })).ok).toBe(false);
  });
});

describe("a stored rating", () => {
  const stored = {
    docId: "abc",
    customerUid: "alice",
    orderNumber: 42,
    stars: 5,
    tags: ["Bem embalado"],
    comment: "",
    createdAt: 1,
  };

  it("reads with or without a reply, and nothing else", () => {
    expect(parseRating(stored)).toEqual(stored);
    expect(parseRating({ ...stored, reply: { text: "Valeu", at: 2 } })?.reply).toEqual({ text: "Valeu", at: 2 });
    expect(parseRating({ ...stored, stars: 7 })).toBeNull();
    expect(parseRating({ ...stored, tags: ["Outro"] })).toBeNull();
  });
});
