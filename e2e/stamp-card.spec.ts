/**
 * "Cartão fidelidade" (decision 0033): a Google shopper's tenth drink, delivered by staff, fills the card;
 * the next order spends it with "Usar meu café grátis" and the card starts over.
 */
import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, readyToOrder, shopOrder, shownOrderId, signIn, test } from "./fixtures";

const freshEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function orderFromCart(page: Page, product: string, quantity: number, useReward = false): Promise<number> {
  await page.goto("/");
  await readyToOrder(page, product, quantity);
  if (useReward) {
    const reward = page.getByRole("checkbox", { name: /Usar meu café grátis/ });
    await reward.check();
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByText("Café grátis (fidelidade)")).toBeVisible();
    await expect(summary.getByText("−R$ 6,90")).toBeVisible();
  }
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  // The account's quota holds a second order for 30 s after the first: the shop may take it a little later.
  await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 60_000 });
  return shownOrderId(page);
}

async function openCard(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Cartão fidelidade" }).click();
  return page.getByRole("region", { name: "Cartão fidelidade" });
}

test.describe("Cartão fidelidade", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the tenth drink delivered fills the card, the next order spends it and the card starts over", async ({
    shop: { shopper, staff },
  }) => {
    await shopper.goto("/");
    await signIn(shopper, "Bia", freshEmail("bia"));
    const first = await orderFromCart(shopper, "Latte", 10);

    await shopOrder(staff, first).getByLabel("Status").selectOption("Entregue");
    const card = await openCard(shopper);
    await expect(card.getByText("10 de 10 selos")).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText("Seu café grátis está pronto!")).toBeVisible();
    await expect(card.getByText(/\+10 selos \(pedido entregue\)/)).toBeVisible();
    await expectNoAxeViolations(shopper);

    const second = await orderFromCart(shopper, "Expresso Tradicional", 1, true);
    await expect(shopOrder(staff, second).getByText("Café grátis (fidelidade)")).toBeVisible({ timeout: 30_000 });
    const after = await openCard(shopper);
    await expect(after.getByText("0 de 10 selos")).toBeVisible({ timeout: 30_000 });
    await expect(after.getByText("Faltam 10 selos para um café grátis")).toBeVisible();
    await expect(after.getByText(/−10 selos \(café grátis\)/)).toBeVisible();
  });
});
