/**
 * Issue 58, "Clientes" (the Dono's): each customer's orders, spending, first and last order and stamps, named by
 * their Google account or "Cliente sem conta"; "Sem pedir há 30 dias" and a coupon only those customers can use.
 */
import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, openPanel, readyToOrder, signIn, test } from "./fixtures";
import { line, seedPastOrder } from "./past-orders";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon in Recife `days` days before today, as an ISO time, and as the list shows its day. */
function daysAgo(days: number): { at: string; shown: string } {
  const recife = new Date(Date.now() - days * DAY_MS - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [year, month, day] = recife.split("-");
  return { at: `${recife}T12:00:00.000-03:00`, shown: `${day}/${month}/${year}` };
}

async function applyCoupon(page: Page, code: string) {
  const coupon = page.getByRole("form", { name: "Cupom de desconto" });
  await coupon.getByLabel("Cupom").fill(code);
  await coupon.getByRole("button", { name: "Aplicar" }).click();
}

test("Clientes: a regular's totals and name, the absent ones, and a coupon only they can use", async ({
  shop: { shopper, staff },
  newDevice,
}) => {
  test.setTimeout(180_000);
  // A regular signs in with Google on her phone: her name and e-mail are hers to give the shop.
  await shopper.goto("/");
  const email = `regina.${Date.now()}.${process.pid}@gmail.com`;
  await signIn(shopper, "Regina Regular", email);
  const uid = await shopper.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("accountSnapshot") ?? "null") as { user?: { uid?: string } } | null;
    return stored?.user?.uid ?? "";
  });
  expect(uid).not.toBe("");
  // Written by her account in the background; the Dono's list reads it when it opens.
  await expect
    .poll(() => shopper.evaluate(() => localStorage.getItem("customerProfileKept") ?? ""), { timeout: 20_000 })
    .toContain(email);
  const first = daysAgo(45);
  const last = daysAgo(40);
  // R$ 25,00 + R$ 5,00 of delivery, then R$ 11,90 + R$ 5,00; the cancelled one is not counted.
  await seedPastOrder(`clientes-${uid}-1`, first.at, {
    paymentMethod: "credito",
    cart: [line("Latte", 12.5, 2)],
    fee: 5,
    customerUid: uid,
    signedIn: true,
  });
  await seedPastOrder(`clientes-${uid}-2`, last.at, {
    paymentMethod: "pix",
    cart: [line("Capuccino", 11.9, 1)],
    fee: 5,
    customerUid: uid,
    signedIn: true,
  });
  await seedPastOrder(`clientes-${uid}-3`, daysAgo(38).at, {
    paymentMethod: "debito",
    cart: [line("Cubano", 18.9, 3)],
    fee: 5,
    status: "Cancelado",
    customerUid: uid,
    signedIn: true,
  });
  // Someone who ordered yesterday without an account.
  const anonymous = `semconta${Date.now()}`;
  await seedPastOrder(`clientes-${anonymous}`, daysAgo(1).at, {
    paymentMethod: "dinheiro",
    cart: [line("Latte", 12.5, 1)],
    fee: 5,
    customerUid: anonymous,
    signedIn: false,
  });

  const panel = await openPanel(staff, "Clientes");
  const table = panel.getByRole("table", { name: "Todos os clientes" });
  const regina = table.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) });
  await expect(regina.getByRole("cell")).toHaveText(["2", "R$\u00a046,90", first.shown, last.shown, "0"], {
    timeout: 30_000,
  });
  await expect(regina.getByRole("rowheader")).toHaveText(`Regina Regular${email}`);
  const withoutAccount = table.getByRole("row", { name: `Cliente sem conta nº ${anonymous.slice(0, 6)}` }).first();
  await expect(withoutAccount).toBeVisible();

  await table.getByRole("button", { name: "Total gasto" }).click();
  await expect(table.getByRole("columnheader", { name: "Total gasto" })).toHaveAttribute("aria-sort", "descending");
  await table.getByRole("button", { name: "Total gasto" }).click();
  await expect(table.getByRole("columnheader", { name: "Total gasto" })).toHaveAttribute("aria-sort", "ascending");
  await expectNoAxeViolations(staff);

  await panel.getByLabel("Sem pedir há 30 dias").check();
  await expect(panel.getByRole("status")).toHaveText(/^\d+ clientes? sem pedir há 30 dias$/);
  const absent = panel.getByRole("table", { name: "Clientes sem pedir há 30 dias" });
  await expect(absent.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) })).toBeVisible();
  await expect(absent.getByRole("row", { name: new RegExp(anonymous.slice(0, 6)) })).toHaveCount(0);
  await panel.getByRole("button", { name: "Criar cupom para eles" }).click();
  const form = panel.getByRole("form", { name: /^Cupom para \d+ clientes? sem pedir há 30 dias$/ });
  await expect(form.getByLabel("Código")).toBeFocused();
  const code = `VOLTA${Date.now().toString(36).toUpperCase()}`;
  await form.getByLabel("Código").fill(code);
  await form.getByLabel("Valor", { exact: true }).fill("20");
  await form.getByRole("button", { name: "Criar cupom" }).click();
  await expect(panel.getByRole("status").filter({ hasText: `Cupom ${code} criado. Só estes clientes` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(panel.getByRole("button", { name: "Criar cupom para eles" })).toBeFocused();
  await expectNoAxeViolations(staff);

  // Regina's coupon takes 20% off her Latte; another phone's shopper is told it is not theirs.
  await readyToOrder(shopper, "Latte");
  await applyCoupon(shopper, code);
  const summary = shopper.getByRole("complementary", { name: "Resumo do pedido" });
  await expect(summary.getByText(`Cupom ${code}`)).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByRole("definition").filter({ hasText: "Remover cupom" })).toContainText("−R$\u00a02,50");
  const other = await newDevice();
  await other.goto("/");
  await readyToOrder(other, "Latte");
  await applyCoupon(other, code);
  await expect(other.getByText("Este cupom não é para esta conta")).toBeVisible({ timeout: 20_000 });

  // "Excluir meus dados": the Dono's list keeps her totals, no longer her name or e-mail.
  await shopper.goto("/pedidos");
  shopper.once("dialog", (question) => void question.accept());
  await shopper.getByRole("button", { name: "Excluir meus dados" }).click();
  await expect(shopper.getByRole("status").filter({ hasText: /^Seus dados foram excluídos/ })).toBeVisible({
    timeout: 20_000,
  });
  await staff.reload();
  const again = staff.getByRole("region", { name: "Clientes" }).getByRole("table", { name: "Todos os clientes" });
  await expect(again.getByRole("row", { name: `Conta Google nº ${uid.slice(0, 6)}` })).toContainText("R$\u00a046,90", {
    timeout: 30_000,
  });
  await expect(again.getByText(email)).toHaveCount(0);
});
