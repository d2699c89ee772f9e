import { describe, expect, it } from "vitest";

import { parseAreasForm, parseHoursForm, parseSettingsChange } from "./shop-settings-form";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("the opening hours form", () => {
  it("reads each day's times; a day left empty is closed", () => {
    expect(
      parseHoursForm(form({ "abre-1": "07:00", "fecha-1": "18:30", "abre-5": "18:00", "fecha-5": "02:00" })),
    ).toEqual({
      ok: true,
      value: [null, { opens: 420, closes: 1110 }, null, null, null, { opens: 1080, closes: 120 }, null],
    });
  });

  it("says in pt-BR which time is missing or wrong", () => {
    expect(parseHoursForm(form({ "abre-2": "07:00", "fecha-3": "25:00", "abre-3": "08:00" }))).toEqual({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: {
        "fecha-2": "Informe a hora em que fecha na terça.",
        "fecha-3": "Informe a hora em que fecha na quarta.",
      },
    });
    expect(parseHoursForm(form({ "abre-0": "09:00", "fecha-0": "09:00" }))).toMatchObject({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: { "fecha-0": "A hora de fechar deve ser diferente da de abrir." },
    });
  });

  it("says Sunday and Saturday with their article: no domingo, no sábado", () => {
    expect(parseHoursForm(form({ "fecha-0": "12:00", "abre-6": "08:00" }))).toMatchObject({
      fieldErrors: {
        "abre-0": "Informe a hora em que abre no domingo.",
        "fecha-6": "Informe a hora em que fecha no sábado.",
      },
    });
  });
});

describe("the delivery areas form", () => {
  const recife = { "cidade-0": "Recife", "bairro-0": "", "taxa-0": "5,00", "min-0": "30", "max-0": "45" };

  it("reads each row: city, optional bairro, fee in reais, time range", () => {
    const parsed = parseAreasForm(
      form({
        areas: "2",
        ...recife,
        "cidade-1": "Recife",
        "bairro-1": "Boa Viagem",
        "taxa-1": "7,5",
        "min-1": "40",
        "max-1": "55",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        { city: "Recife", bairro: "", fee: 5, minMinutes: 30, maxMinutes: 45, minOrder: null, freeDeliveryFrom: null },
        {
          city: "Recife",
          bairro: "Boa Viagem",
          fee: 7.5,
          minMinutes: 40,
          maxMinutes: 55,
          minOrder: null,
          freeDeliveryFrom: null,
        },
      ],
    });
    expect(parseAreasForm(form({ areas: "0" }))).toEqual({ ok: true, value: [] });
  });

  it("refuses an empty city, a bad fee, a time range backwards, and the same area twice", () => {
    expect(
      parseAreasForm(
        form({
          areas: "3",
          ...recife,
          "cidade-1": "",
          "taxa-1": "abc",
          "min-1": "50",
          "max-1": "40",
          "cidade-2": "RECIFE",
          "taxa-2": "5",
          "min-2": "1",
          "max-2": "2",
        }),
      ),
    ).toEqual({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: {
        "cidade-1": "Informe a cidade.",
        "taxa-1": "Informe a taxa, de R$\u00a00,00 a R$\u00a0100,00.",
        "max-1": "Informe o tempo máximo, igual ou maior que o mínimo.",
        "cidade-2": "Esta área já está na lista.",
      },
    });
    expect(parseAreasForm(form({ areas: "99" }))).toMatchObject({
      ok: false,
      fieldErrors: { areas: "Cadastre no máximo 12 áreas de entrega." },
    });
  });

  it("reads the optional minimum order and free-delivery amount in reais; empty is none", () => {
    expect(
      parseAreasForm(form({ areas: "1", ...recife, "pedido-minimo-0": "25,5", "gratis-acima-0": "R$ 1.000,00" })),
    ).toMatchObject({ ok: true, value: [{ minOrder: 25.5, freeDeliveryFrom: 1000 }] });
    expect(
      parseAreasForm(form({ areas: "1", ...recife, "pedido-minimo-0": " ", "gratis-acima-0": "0" })),
    ).toMatchObject({ ok: true, value: [{ minOrder: null, freeDeliveryFrom: 0 }] });
    expect(parseAreasForm(form({ areas: "1", ...recife }))).toMatchObject({
      ok: true,
      value: [{ minOrder: null, freeDeliveryFrom: null }],
    });
  });

  it("refuses a minimum order or free-delivery amount that is not money up to R$ 1.000,00", () => {
    expect(
      parseAreasForm(form({ areas: "1", ...recife, "pedido-minimo-0": "abc", "gratis-acima-0": "1000,01" })),
    ).toEqual({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: {
        "pedido-minimo-0": "Informe o pedido mínimo de R$\u00a00,00 a R$\u00a01.000,00, ou deixe vazio.",
        "gratis-acima-0": "Informe o valor da entrega grátis de R$\u00a00,00 a R$\u00a01.000,00, ou deixe vazio.",
      },
    });
    expect(parseAreasForm(form({ areas: "1", ...recife, "pedido-minimo-0": "-5" }))).toMatchObject({ ok: false });
  });
});

describe("the change a Loja form asks for", () => {
  it("turns the pause, the pickup and a coffee's availability into their change", () => {
    const none = new FormData();
    expect(parseSettingsChange({ intent: "shop-pause", paused: "true" }, none)).toEqual({
      ok: true,
      value: { paused: true },
    });
    expect(parseSettingsChange({ intent: "shop-pickup", pickup: "false" }, none)).toEqual({
      ok: true,
      value: { pickup: false },
    });
    expect(parseSettingsChange({ intent: "shop-soldout", description: "Latte", available: "false" }, none)).toEqual({
      ok: true,
      value: { soldOut: { description: "Latte", available: false } },
    });
  });

  it("reads the hours and the areas with what the form showed, or answers their fields' messages", () => {
    const shown = [null, { opens: 420, closes: 1110 }, null, null, null, null, null];
    const hours = form({ "abre-1": "07:00", "fecha-1": "18:30", visto: JSON.stringify(shown) });
    expect(parseSettingsChange({ intent: "shop-hours" }, hours)).toEqual({
      ok: true,
      value: { hours: shown, seen: shown },
    });
    expect(parseSettingsChange({ intent: "shop-areas" }, form({ areas: "0" }))).toEqual({
      ok: true,
      value: { deliveryAreas: [], seen: undefined },
    });
    expect(parseSettingsChange({ intent: "shop-hours" }, form({ "abre-2": "07:00" }))).toEqual({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: { "fecha-2": "Informe a hora em que fecha na terça." },
    });
  });
});
