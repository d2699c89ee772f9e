/**
 * "Fechamento do dia" on /Admin: today's orders from the live list, an earlier day read by its
 * date, the 80 mm ticket and the CSV. Today's sums take in every order of the day, so
 * playwright.config.ts runs this file alone, after every other (orders of earlier tests are
 * read first, as the baseline).
 */
import { readFile } from "node:fs/promises";

import type { Locator, Page } from "@playwright/test";

import { FISCAL_COLUMNS } from "../app/lib/staff/fiscal-export";
import { catalogueLine } from "../scripts/inbox-clients";
import { expect, expectNoAxeViolations, openPanel, shopOrder, test } from "./fixtures";
import { line, seedPastOrder } from "./past-orders";

const ROWS = ["Crédito", "Débito", "Dinheiro", "Pix", "Produtos", "Taxas de entrega", "Total"] as const;
type Row = (typeof ROWS)[number];
type Close = Record<Row, { count: number; cents: number }>;

function dayClose(page: Page): Promise<Locator> {
  return openPanel(page, "Fechamento do dia");
}

/** The sales' table; the orders scheduled for the day have one of their own. */
function sales(close: Locator): Locator {
  return close.getByRole("table", { name: /^Vendas de / });
}

/** "R$ 1.234,50" → 123450 */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
}

/** The close's table as numbers: each row's count of orders and sum in cents. */
async function readClose(section: Locator): Promise<Close> {
  const read = {} as Close;
  for (const row of ROWS) {
    const cells = await section
      .getByRole("row")
      .filter({ has: section.page().getByRole("rowheader", { name: row, exact: true }) })
      .getByRole("cell")
      .allTextContents();
    if (cells.length !== 2) throw new Error(`no row "${row}" in the close`);
    read[row] = { count: Number(cells[0]), cents: cents(cells[1] ?? "") };
  }
  return read;
}

/** `close` with `orders` more for each row named. */
function plus(close: Close, added: Partial<Record<Row, [number, number]>>): Close {
  const next = structuredClone(close);
  for (const [row, [count, sum]] of Object.entries(added) as [Row, [number, number]][]) {
    next[row] = { count: next[row].count + count, cents: next[row].cents + sum };
  }
  return next;
}

/** The shop's date in Recife (UTC-3 all year) of a time in ms: "2026-03-10". */
function recifeDate(ms: number): string {
  return new Date(ms - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test.describe("Fechamento do dia", () => {
  // Staff's device, three orders sent from Node and Firestore round trips on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("today's orders by payment method, fees apart; a cancelled order leaves the close", async ({
    placeOrder,
    openStaff,
  }) => {
    test.slow();
    // The page's day is the one the test expects, whenever the test's minutes pass.
    const now = Date.now();
    const staff = await openStaff((admin) => admin.clock.setFixedTime(now));
    const close = await dayClose(staff);
    await expect(close.getByRole("heading", { level: 2, name: "Fechamento do dia" })).toBeVisible();
    await expect(close.getByLabel("Data", { exact: true })).toHaveValue(recifeDate(now));
    await expect(sales(close)).toBeVisible({ timeout: 20_000 });
    const baseline = await readClose(close);

    // Three shoppers: a Latte on credit (12,50 + 5,00), a Capuccino by Pix (11,90 + 5,00), a Cubano in cash (18,90 + 5,00).
    await placeOrder({ cart: [catalogueLine("Latte", 1)], paymentMethod: "credito" });
    await placeOrder({ cart: [catalogueLine("Capuccino", 1)], paymentMethod: "pix" });
    const cancelled = await placeOrder({ cart: [catalogueLine("Cubano", 1)], paymentMethod: "dinheiro" });

    const withAll = plus(baseline, {
      Crédito: [1, 1750],
      Pix: [1, 1690],
      Dinheiro: [1, 2390],
      Produtos: [3, 1250 + 1190 + 1890],
      "Taxas de entrega": [3, 1500],
      Total: [3, 1750 + 1690 + 2390],
    });
    await expect.poll(() => readClose(close), { timeout: 20_000 }).toEqual(withAll);
    await expect(close.getByText(/^Pix a confirmar: /)).toBeVisible();

    // Staff cancel the cash order, from the orders' panel: it leaves the close.
    await openPanel(staff, "Pedidos");
    await shopOrder(staff, cancelled).getByLabel("Status").selectOption("Cancelado");
    await dayClose(staff);
    await expect(sales(close)).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => readClose(close), { timeout: 20_000 })
      .toEqual(
        plus(withAll, {
          Dinheiro: [-1, -2390],
          Produtos: [-1, -1890],
          "Taxas de entrega": [-1, -500],
          Total: [-1, -2390],
        }),
      );
    await expectNoAxeViolations(staff);

    // By keyboard, "Imprimir fechamento": the 80 mm ticket alone is printed.
    await staff.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => void counted.printCalls++;
    });
    await close.getByRole("button", { name: "Baixar CSV" }).focus();
    await staff.keyboard.press("Shift+Tab");
    await expect(close.getByRole("button", { name: "Imprimir fechamento" })).toBeFocused();
    await staff.keyboard.press("Enter");
    await expect.poll(() => staff.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    const date = recifeDate(now).split("-").reverse().join("/");
    const ticket = staff.getByRole("region", { name: `Fechamento de ${date}` });
    await expect(ticket).toBeHidden();
    await staff.emulateMedia({ media: "print" });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText(/^Total \(\d+\): R\$/)).toBeVisible();
    await expect(staff.getByRole("heading", { level: 1, name: "Pedidos Recebidos" })).toBeHidden();
  });

  test.describe(() => {
    // Staff go offline, where /Admin's lazy chunks come from the precache.
    test.use({ serviceWorkers: "allow" });

    test("an earlier day chosen by date: its orders from 00:00 to 23:59 in Recife, and its CSV", async ({
      openStaff,
    }) => {
      // 2026-03-10 in Recife: one order at its first millisecond, one at its last, one cancelled;
      // one a millisecond before and one a millisecond after belong to the days around it.
      await seedPastOrder("day-close-2026-03-09-last", "2026-03-09T23:59:59.999-03:00", {
        paymentMethod: "dinheiro",
        cart: [line("Cubano", 18.9, 1)],
        fee: 5,
      });
      await seedPastOrder("day-close-2026-03-10-first", "2026-03-10T00:00:00.000-03:00", {
        paymentMethod: "credito",
        cart: [line("Latte", 12.5, 2)],
        fee: 5,
      });
      await seedPastOrder("day-close-2026-03-10-cancelled", "2026-03-10T12:00:00.000-03:00", {
        paymentMethod: "debito",
        cart: [line("Latte", 12.5, 1)],
        fee: 5,
        status: "Cancelado",
      });
      await seedPastOrder("day-close-2026-03-10-last", "2026-03-10T23:59:59.999-03:00", {
        paymentMethod: "pix",
        payment: "Pix recebido",
        cart: [line("Capuccino", 11.9, 1)],
        fee: 8,
        cpf: "52998224725",
      });
      // Placed two days before, for 07:30 that day: listed on the day, counted on the day placed.
      await seedPastOrder("day-close-2026-03-08-for-10", "2026-03-08T15:00:00.000-03:00", {
        paymentMethod: "credito",
        cart: [line("Latte", 12.5, 1)],
        fee: 5,
        scheduledFor: "2026-03-10T07:30:00.000-03:00",
      });
      await seedPastOrder("day-close-2026-03-11-first", "2026-03-11T00:00:00.000-03:00", {
        paymentMethod: "debito",
        cart: [line("Latte", 12.5, 1)],
        fee: 5,
      });

      const staff = await openStaff();
      const close = await dayClose(staff);
      await close.getByLabel("Data", { exact: true }).fill("2026-03-10");
      await expect(sales(close)).toHaveAccessibleName("Vendas de 10/03/2026", { timeout: 20_000 });
      expect(await readClose(close)).toEqual({
        Crédito: { count: 1, cents: 3000 },
        Débito: { count: 0, cents: 0 },
        Dinheiro: { count: 0, cents: 0 },
        Pix: { count: 1, cents: 1990 },
        Produtos: { count: 2, cents: 3690 },
        "Taxas de entrega": { count: 2, cents: 1300 },
        Total: { count: 2, cents: 4990 },
      });
      await expect(close.getByText(/^Pix a confirmar/)).toHaveCount(0);
      const scheduled = close.getByRole("table", { name: "Agendados para este dia" });
      await expect(scheduled.getByRole("row")).toHaveText([
        "HorárioPedidoValor",
        `07:30nº ${Date.parse("2026-03-08T15:00:00.000-03:00")}R$\u00a017,50`,
      ]);
      const withCpf = close.getByRole("table", { name: "Pedidos com CPF na nota" });
      await expect(withCpf.getByRole("row")).toHaveText([
        "PedidoCPFValor",
        `nº ${Date.parse("2026-03-10T23:59:59.999-03:00")}529.982.247-25R$\u00a019,90`,
      ]);
      await expectNoAxeViolations(staff);

      const [download] = await Promise.all([
        staff.waitForEvent("download"),
        close.getByRole("button", { name: "Baixar CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("fechamento-2026-03-10.csv");
      expect(await readFile(await download.path(), "utf8")).toBe(
        "\uFEFF" +
          [
            "Data;Item;Pedidos;Valor (R$)",
            "10/03/2026;Crédito;1;30,00",
            "10/03/2026;Débito;0;0,00",
            "10/03/2026;Dinheiro;0;0,00",
            "10/03/2026;Pix;1;19,90",
            "10/03/2026;Produtos;2;36,90",
            "10/03/2026;Descontos;0;0,00",
            "10/03/2026;Taxas de entrega;2;13,00",
            "10/03/2026;Total;2;49,90",
            "",
          ].join("\r\n"),
      );

      // "Exportar para o emissor": the same day's orders, an item a row, with what the fiscal program needs.
      const [exported] = await Promise.all([
        staff.waitForEvent("download"),
        close.getByRole("button", { name: "Exportar para o emissor" }).click(),
      ]);
      expect(exported.suggestedFilename()).toBe("emissor-2026-03-10.csv");
      const [header, ...items] = (await readFile(await exported.path(), "utf8"))
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .map((row) => row.split(";"));
      expect(header).toEqual([...FISCAL_COLUMNS]);
      expect(items.map((row) => row[2])).toEqual(["", "529.982.247-25"]);
      expect(items.map((row) => [row[0], row[3], ...row.slice(5, 12)])).toEqual([
        ["10/03/2026", "Latte", "2", "12,50", "25,00", "0,00", "5,00", "30,00", "Cartão de crédito"],
        ["10/03/2026", "Capuccino", "1", "11,90", "11,90", "0,00", "8,00", "19,90", "Pix"],
      ]);

      // The Dono's period: both days whole, each row with its own day; a period the wrong way round is refused.
      const period = close.getByRole("form", { name: "Exportar um período para o emissor" });
      await period.getByLabel("De").fill("2026-03-11");
      await period.getByLabel("Até").fill("2026-03-09");
      await period.getByRole("button", { name: "Exportar período" }).click();
      await expect(period.getByRole("alert")).toHaveText("A data final deve ser igual ou posterior à inicial.");
      await period.getByLabel("De").fill("2026-03-09");
      await period.getByLabel("Até").fill("2026-03-11");
      const [periodFile] = await Promise.all([
        staff.waitForEvent("download"),
        period.getByRole("button", { name: "Exportar período" }).click(),
      ]);
      expect(periodFile.suggestedFilename()).toBe("emissor-2026-03-09-a-2026-03-11.csv");
      const periodRows = (await readFile(await periodFile.path(), "utf8")).trimEnd().split("\r\n").slice(1);
      expect(periodRows.map((row) => row.split(";").slice(0, 4).join(" "))).toEqual([
        `09/03/2026 ${Date.parse("2026-03-09T23:59:59.999-03:00")}  Cubano`,
        `10/03/2026 ${Date.parse("2026-03-10T00:00:00.000-03:00")}  Latte`,
        `10/03/2026 ${Date.parse("2026-03-10T23:59:59.999-03:00")} 529.982.247-25 Capuccino`,
        `11/03/2026 ${Date.parse("2026-03-11T00:00:00.000-03:00")}  Latte`,
      ]);

      // The days around it have their own.
      await close.getByLabel("Data", { exact: true }).fill("2026-03-09");
      await expect(sales(close)).toHaveAccessibleName("Vendas de 09/03/2026", { timeout: 20_000 });
      expect((await readClose(close)).Dinheiro).toEqual({ count: 1, cents: 2390 });
      expect((await readClose(close)).Total).toEqual({ count: 1, cents: 2390 });
      await close.getByLabel("Data", { exact: true }).fill("2026-03-11");
      await expect(sales(close)).toHaveAccessibleName("Vendas de 11/03/2026", { timeout: 20_000 });
      expect((await readClose(close)).Débito).toEqual({ count: 1, cents: 1750 });
      expect((await readClose(close)).Total).toEqual({ count: 1, cents: 1750 });

      // Offline, a day cannot be read: it says so, and offers nothing to print or download.
      await staff.context().setOffline(true);
      await close.getByLabel("Data", { exact: true }).fill("2026-03-08");
      await expect(close.getByRole("alert")).toHaveText(
        "Não foi possível ler os pedidos de 08/03/2026. Verifique a conexão e tente de novo.",
        { timeout: 30_000 },
      );
      await expect(sales(close)).toHaveCount(0);
      await expect(close.getByRole("button", { name: "Baixar CSV" })).toBeDisabled();
      await staff.context().setOffline(false);
    });
  });
});
