/**
 * Issue 39's coupons: staff create them in "Cupons", a Google shopper's first order takes
 * "PRIMEIROCAFE" and the second is refused, an expired coupon is refused (the page's clock past its
 * day), and the day's close shows the discount apart.
 */
import type { Page } from "@playwright/test";

import {
  confirmOrder,
  expect,
  expectNoAxeViolations,
  openPanel,
  readyToOrder,
  shopOrder,
  signIn,
  test,
} from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Recife's date (UTC-3 all year), as a date field takes it. */
const recifeDate = (ms: number) => new Date(ms - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function createCoupon(staff: Page, code: string, fill: (form: ReturnType<Page["locator"]>) => Promise<void>) {
  const form = staff.getByRole("form", { name: "Novo cupom" });
  await form.getByLabel("Código").fill(code.toLowerCase());
  await form.getByLabel("Valor", { exact: true }).fill("10");
  await fill(form);
  await form.getByRole("button", { name: "Criar cupom" }).click();
  await expect(form.getByRole("status")).toHaveText(`Cupom ${code} criado.`, { timeout: 20_000 });
}

async function applyCoupon(page: Page, code: string) {
  const coupon = page.getByRole("form", { name: "Cupom de desconto" });
  await coupon.getByLabel("Cupom").fill(code);
  await coupon.getByRole("button", { name: "Aplicar" }).click();
}

test.describe("Cupons", () => {
  test.describe.configure({ timeout: 180_000 });

  test("PRIMEIROCAFE on a first order, refused on the second; an expired coupon refused; the close's discounts", async ({
    shop: { shopper, staff },
    newDevice,
  }) => {
    test.slow();
    const coupons = await openPanel(staff, "Cupons");
    await expect(coupons.getByText("Nenhum cupom criado ainda.")).toBeVisible({ timeout: 20_000 });
    await createCoupon(staff, "PRIMEIROCAFE", (form) => form.getByLabel("Só no primeiro pedido").check());
    await createCoupon(staff, "VERAO10", async (form) => {
      await form.getByLabel("Válido até").fill(recifeDate(Date.now() + DAY_MS));
      await form.getByLabel("Limite por cliente").fill("");
    });
    const listed = coupons.getByRole("table", { name: "Cupons criados" });
    await expect(listed.getByRole("row", { name: /PRIMEIROCAFE/ })).toContainText("10%");
    await expectNoAxeViolations(staff);

    // A Google shopper's first order: 10% of a Latte (R$ 12,50) off the products.
    await shopper.goto("/");
    const email = `primeiro-${Date.now()}@example.com`;
    await signIn(shopper, "Primeira Cliente", email);
    await readyToOrder(shopper, "Latte");
    await applyCoupon(shopper, "primeirocafe");
    const summary = shopper.getByRole("complementary", { name: "Resumo do pedido" });
    const line = summary.getByRole("definition").filter({ hasText: "Remover cupom" });
    await expect(summary.getByText("Cupom PRIMEIROCAFE")).toBeVisible({ timeout: 20_000 });
    await expect(line).toContainText("−R$\u00a01,25");
    await expectNoAxeViolations(shopper);
    const id = await confirmOrder(shopper);
    await expect(shopper.getByText("Cupom PRIMEIROCAFE")).toBeVisible();

    // Staff see it on the card, counted once, and apart in the day's close.
    await openPanel(staff, "Pedidos");
    await expect(shopOrder(staff, id)).toContainText("Cupom PRIMEIROCAFE", { timeout: 20_000 });
    await openPanel(staff, "Cupons");
    await expect(
      listed
        .getByRole("row", { name: /PRIMEIROCAFE/ })
        .getByRole("cell")
        .nth(2),
    ).toHaveText("1");
    const close = await openPanel(staff, "Fechamento do dia");
    const discounts = close.getByRole("row").filter({ has: staff.getByRole("rowheader", { name: "Descontos" }) });
    await expect(discounts.getByRole("cell")).toHaveText(["1", "−R$\u00a01,25"]);

    // The same account's second order: refused with its reason, nothing taken off.
    await shopper.goto("/");
    await readyToOrder(shopper, "Latte");
    await applyCoupon(shopper, "PRIMEIROCAFE");
    await expect(shopper.getByText("Cupom válido só no primeiro pedido")).toBeVisible({ timeout: 20_000 });
    await expect(summary.getByText("Remover cupom")).toBeHidden();

    // Two days on, VERAO10 (valid through tomorrow) has expired.
    const later = await newDevice();
    await later.clock.setFixedTime(Date.now() + 2 * DAY_MS);
    await later.goto("/");
    await readyToOrder(later, "Latte");
    await applyCoupon(later, "verao10");
    await expect(later.getByText("Cupom expirado")).toBeVisible({ timeout: 20_000 });
    await applyCoupon(later, "NAOEXISTE");
    await expect(later.getByText("Cupom inválido")).toBeVisible({ timeout: 20_000 });
  });
});
