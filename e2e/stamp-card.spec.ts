/**
 * "Cartão fidelidade" (decision 0033): a Google shopper's tenth drink, delivered by staff, fills the card;
 * the next order spends it with "Usar meu café grátis" and the card starts over; cancelling that order gives
 * the reward back.
 */
import type { Page } from "@playwright/test";

import { firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import { expect, expectNoAxeViolations, readyToOrder, shopOrder, shownOrderId, signIn, test } from "./fixtures";

const documents = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: "Bearer owner" };

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
  await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 30_000 });
  return shownOrderId(page);
}

/** Moves the account's last order a minute back, past the rules' one-order-per-30-s quota, without waiting it out. */
async function ageOrderQuota(page: Page): Promise<void> {
  const [order] = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
    checkoutId: string;
  }[];
  const stored = (await (await fetch(`${documents}/orders/${order?.checkoutId}`, { headers: owner })).json()) as {
    fields?: { customerUid?: { stringValue?: string } };
  };
  const uid = stored.fields?.customerUid?.stringValue;
  const response = await fetch(`${documents}/orderQuotas/${uid}?updateMask.fieldPaths=lastOrderAt`, {
    method: "PATCH",
    headers: { ...owner, "Content-Type": "application/json" },
    body: JSON.stringify({ fields: { lastOrderAt: { timestampValue: new Date(Date.now() - 60_000).toISOString() } } }),
  });
  if (!uid || !response.ok) throw new Error(`Could not age the order quota: HTTP ${response.status}`);
}

/** The server's view of an order and its customer's card, past the rules: what a failure should say. */
async function serverState(page: Page, orderId: number): Promise<string> {
  const orders = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
    id: number;
    checkoutId: string;
  }[];
  const checkoutId = orders.find((order) => order.id === orderId)?.checkoutId;
  const order = (await (await fetch(`${documents}/orders/${checkoutId}`, { headers: owner })).json()) as {
    fields?: Record<string, { stringValue?: string; booleanValue?: boolean }>;
  };
  const uid = order.fields?.customerUid?.stringValue;
  const card = (await (await fetch(`${documents}/stampCards/${uid}`, { headers: owner })).json()) as {
    fields?: { stamps?: { integerValue?: string } };
  };
  return JSON.stringify({
    status: order.fields?.status?.stringValue,
    signedIn: order.fields?.signedIn?.booleanValue,
    stamps: card.fields?.stamps?.integerValue ?? "no card",
  });
}

async function openCard(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Cartão fidelidade" }).click();
  return page.getByRole("region", { name: "Cartão fidelidade" });
}

test.describe("Cartão fidelidade", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the tenth drink delivered fills the card, the next order spends it, its cancel gives it back", async ({
    shop: { shopper, staff },
  }) => {
    await shopper.goto("/");
    await signIn(shopper, "Bia", freshEmail("bia"));
    const first = await orderFromCart(shopper, "Latte", 10);
    await ageOrderQuota(shopper);

    await shopOrder(staff, first).getByLabel("Status").selectOption("Entregue");
    // The server's card first: a failure then says whether the stamps were never given or never shown.
    await expect
      .poll(() => serverState(shopper, first), { timeout: 30_000 })
      .toBe(JSON.stringify({ status: "Entregue", signedIn: true, stamps: "10" }));
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

    // The wrong milk: cancelled while Pendente, the free coffee is back on the card.
    shopper.on("dialog", (dialog) => void dialog.accept());
    await shopOrder(shopper, second).getByRole("button", { name: "Cancelar pedido" }).click();
    await expect(shopOrder(shopper, second).getByText("Cancelado")).toBeVisible({ timeout: 30_000 });
    await expect(shopOrder(staff, second).getByLabel("Status")).toHaveValue("Cancelado", { timeout: 30_000 });
    const refunded = await openCard(shopper);
    await expect(refunded.getByText("10 de 10 selos")).toBeVisible({ timeout: 30_000 });
    await expect(refunded.getByText("Seu café grátis está pronto!")).toBeVisible();
    await expect(refunded.getByText(/\+10 selos \(pedido cancelado\)/)).toBeVisible();
  });
});
