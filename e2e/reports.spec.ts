/**
 * Issue 58, "Relatórios" (the Dono's): a period's totals are the sum of its orders, beside as many days before; the
 * chart and the table beside it, the best sellers and the rush by weekday and hour, and the CSV of its orders.
 * Orders of days in 2025 nobody else uses, so their summaries, once stored, are this file's.
 */
import { readFile } from "node:fs/promises";

import { REPORT_CSV_COLUMNS } from "../app/lib/staff/report-csv";
import { expect, expectNoAxeViolations, openAsTeam, openPanel, test } from "./fixtures";
import { line, seedPastOrder } from "./past-orders";

test("Relatórios: the period's totals, chart, tables and CSV come from its orders, beside the period before", async ({
  shop: { staff },
  page,
}) => {
  test.setTimeout(120_000);
  // 02/06/2025 is a Monday. Before the period, one order on 31/05; after it, none.
  await seedPastOrder("report-2025-05-31", "2025-05-31T10:00:00.000-03:00", {
    paymentMethod: "credito",
    cart: [line("Latte", 12.5, 1)],
    fee: 5,
  });
  await seedPastOrder("report-2025-06-02-a", "2025-06-02T08:10:00.000-03:00", {
    paymentMethod: "credito",
    cart: [line("Latte", 12.5, 2)],
    fee: 5,
  });
  await seedPastOrder("report-2025-06-02-b", "2025-06-02T08:40:00.000-03:00", {
    paymentMethod: "pix",
    payment: "Pix recebido",
    cart: [line("Capuccino", 11.9, 1)],
    fee: 8,
  });
  await seedPastOrder("report-2025-06-03-a", "2025-06-03T09:05:00.000-03:00", {
    paymentMethod: "dinheiro",
    cart: [line("Latte", 12.5, 1)],
    fee: 5,
  });
  await seedPastOrder("report-2025-06-03-cancelled", "2025-06-03T09:30:00.000-03:00", {
    paymentMethod: "debito",
    cart: [line("Cubano", 18.9, 3)],
    fee: 5,
    status: "Cancelado",
  });

  const panel = await openPanel(staff, "Relatórios");
  await panel.getByLabel("Período").selectOption("Escolher datas");
  const dates = panel.getByRole("form", { name: "Datas do relatório" });
  await dates.getByLabel("De").fill("2025-06-04");
  await dates.getByLabel("Até").fill("2025-06-02");
  await dates.getByRole("button", { name: "Ver relatório" }).click();
  await expect(panel.getByRole("alert")).toHaveText("A data final deve ser igual ou posterior à inicial.");
  await dates.getByLabel("De").fill("2025-06-02");
  await dates.getByLabel("Até").fill("2025-06-04");
  await dates.getByRole("button", { name: "Ver relatório" }).click();

  // 30,00 + 19,90 + 17,50; the cancelled order left out; 17,50 in the three days before.
  const byDay = panel.getByRole("table", { name: "Vendas por dia" });
  await expect(byDay.getByRole("row")).toHaveText(
    ["DiaPedidosFaturamento", "02/06/20252R$\u00a049,90", "03/06/20251R$\u00a017,50", "04/06/20250R$\u00a00,00"],
    { timeout: 20_000 },
  );
  const tiles = panel.getByRole("definition");
  await expect(tiles).toContainText([
    "R$\u00a067,40",
    "+285% sobre os 3 dias anteriores",
    "3",
    "+200% sobre os 3 dias anteriores",
    "R$\u00a022,47",
  ]);
  await expect(panel.locator('[data-chart="vendas-por-dia"] canvas')).toBeVisible();
  await expect(panel.getByRole("table", { name: "Mais vendidos" }).getByRole("row")).toHaveText([
    "CaféUnidadesFaturamento",
    "Latte3R$\u00a037,50",
    "Capuccino1R$\u00a011,90",
  ]);
  const rush = panel.getByRole("table", { name: "Pedidos por dia da semana e hora" });
  await expect(rush.getByRole("row", { name: /^seg\./ })).toHaveText("seg.20");
  await expect(rush.getByRole("row", { name: /^ter\./ })).toHaveText("ter.01");
  await expect(panel.getByRole("table", { name: "Descontos e cancelamentos" })).toContainText("Cancelados1");
  await expectNoAxeViolations(staff);
  // On a phone the tables scroll sideways, each a region the keyboard reaches.
  await staff.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(staff);

  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    panel.getByRole("button", { name: "Baixar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("relatorio-2025-06-02-a-2025-06-04.csv");
  const [header, ...rows] = (await readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((row) => row.split(";"));
  expect(header).toEqual([...REPORT_CSV_COLUMNS]);
  expect(rows.map((row) => [row[0], row[1], row[3], row.at(-1)])).toEqual([
    ["02/06/2025", "08:10", "2x Latte", "30,00"],
    ["02/06/2025", "08:40", "1x Capuccino", "19,90"],
    ["03/06/2025", "09:05", "1x Latte", "17,50"],
  ]);

  // Equipe has no "Relatórios", not even by its address.
  await openAsTeam(page);
  await expect(
    page.getByRole("navigation", { name: "Painéis da loja" }).getByRole("link", { name: "Relatórios" }),
  ).toHaveCount(0);
  await page.goto("/Admin?painel=relatorios");
  await expect(page.getByRole("region", { name: "Relatórios" })).toHaveCount(0);
});
