import { describe, expect, it } from "vitest";

import type { ShopOrder } from "~/lib/orders";

import { deliveredTwoLattes, recifeAddress, shopOrderAt } from "../../../tests/support/orders";
import {
  FISCAL_COLUMNS,
  fiscalExportCsv,
  fiscalExportFileName,
  fiscalPeriodCsv,
  parseExportPeriod,
} from "./fiscal-export";

const DAY = "2026-03-10";
const NOON = Date.parse("2026-03-10T12:00:00-03:00");

function order(overrides: Partial<ShopOrder>): ShopOrder {
  return shopOrderAt(new Date(NOON).toISOString(), {
    docId: "doc-1",
    id: 1_773_000_000_001,
    checkoutId: "doc-1",
    ...deliveredTwoLattes,
    ...overrides,
  });
}

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((row) => row.split(";"));

describe("Exportar para o emissor: a row per item of each order of the day", () => {
  it("carries the order's CPF, unit price, discount, delivery fee, payment and address on each of its items", () => {
    const withCpf = order({
      dayNumber: 7,
      cpf: "52998224725",
      cart: [
        {
          description: "Latte",
          type: "Tradicional",
          image: "",
          price: 12.5,
          quantity: 2,
          choices: { Leite: ["Integral"] },
        },
        { description: "Cold Brew", type: "Gelado", image: "", price: 13.9, quantity: 1 },
      ],
      coupon: { code: "BEMVINDO", amount: 3 },
    });
    const [header, latte, coldBrew, ...rest] = rows(fiscalExportCsv([withCpf], DAY));
    expect(header).toEqual([...FISCAL_COLUMNS]);
    expect(latte).toEqual([
      "10/03/2026",
      "007",
      "529.982.247-25",
      "Latte",
      "Integral",
      "2",
      "12,50",
      "25,00",
      "3,00",
      "5,00",
      "40,90",
      "Cartão de crédito",
      "Rua do Bom Jesus, 125 — Recife, Recife/PE — CEP 50030-170",
    ]);
    expect(coldBrew?.slice(3, 8)).toEqual(["Cold Brew", "", "1", "13,90", "13,90"]);
    expect(rest).toEqual([]);
  });

  it("leaves out cancelled orders and other days', and a pickup has no address", () => {
    const csv = fiscalExportCsv(
      [
        order({ status: "Cancelado" }),
        order({ docId: "doc-2", createdAt: NOON + 24 * 60 * 60 * 1000 }),
        order({ docId: "doc-3", mode: "pickup", address: null, delivery: { fee: 0, minMinutes: 10, maxMinutes: 15 } }),
      ],
      DAY,
    );
    const body = rows(csv).slice(1);
    expect(body).toHaveLength(1);
    expect(body[0]?.[2]).toBe("");
    expect(body[0]?.at(-1)).toBe("Retirada na loja");
  });

  it("says a delivery whose shopper erased their data had its address erased, not that it was a pickup", () => {
    const csv = fiscalExportCsv([order({ address: null, erased: true, cpf: "" })], DAY);
    expect(rows(csv)[1]?.at(-1)).toBe("endereço excluído a pedido do cliente");
  });

  it("never lets a shopper's text become a spreadsheet formula or break a row", () => {
    const hostile = order({ address: { ...recifeAddress, rua: '=HYPERLINK("x");a', complemento: "b\r\nc" } });
    const csv = fiscalExportCsv([hostile], DAY);
    expect(csv).toContain(`;"'=HYPERLINK(""x"");a, 125, b c — Recife, Recife/PE — CEP 50030-170"\r\n`);
    expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("names the file by the day", () => {
    expect(fiscalExportFileName(DAY)).toBe("emissor-2026-03-10.csv");
  });
});

describe("Exportar um período", () => {
  it("takes both days whole in Recife's time, across months, each row with its own day, cancelled orders out", () => {
    const parsed = parseExportPeriod("2026-02-28", "2026-03-01");
    if (!parsed.ok) throw new Error(parsed.message);
    const at = (iso: string, overrides: Partial<ShopOrder> = {}) =>
      order({ docId: iso, createdAt: Date.parse(iso), ...overrides });
    const csv = fiscalPeriodCsv(
      [
        at("2026-03-01T23:59:59.999-03:00"),
        at("2026-02-27T23:59:59.999-03:00"),
        at("2026-02-28T00:00:00.000-03:00"),
        at("2026-03-01T12:00:00.000-03:00", { status: "Cancelado" }),
        at("2026-03-02T00:00:00.000-03:00"),
      ],
      parsed.period,
    );
    expect(
      rows(csv)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(["28/02/2026", "01/03/2026"]);
    expect(fiscalExportFileName("2026-02-28", "2026-03-01")).toBe("emissor-2026-02-28-a-2026-03-01.csv");
  });

  it("refuses a period that is not one, in pt-BR", () => {
    expect(parseExportPeriod("", "2026-03-01")).toEqual({
      ok: false,
      message: "Escolha a data inicial e a final do período.",
    });
    expect(parseExportPeriod("2026-03-02", "2026-03-01")).toEqual({
      ok: false,
      message: "A data final deve ser igual ou posterior à inicial.",
    });
    expect(parseExportPeriod("2026-01-01", "2026-04-03")).toEqual({
      ok: false,
      message: "Escolha um período de até 92 dias.",
    });
    expect(parseExportPeriod("2026-01-01", "2026-04-02").ok).toBe(true);
  });
});
