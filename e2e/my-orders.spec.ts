import type { Page } from "@playwright/test";

import {
  confirmOrder,
  expect,
  expectNoAxeViolations,
  pendingOrder,
  readyToOrder,
  seedStorage,
  shopOrder,
  signIn,
  test,
} from "./fixtures";

/** An e-mail no other test (nor an earlier run against the same emulator) signs in with. */
const freshEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens "Meus pedidos" from the account menu and answers the card of order `id`. */
async function myOrder(page: Page, id: number) {
  await page.getByRole("banner").getByRole("link", { name: "Meus pedidos" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meus pedidos" })).toBeVisible();
  return shopOrder(page, id);
}

test.describe("Meus pedidos", () => {
  // Sign-ins, two devices and Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("an anonymous order stays the shopper's when they sign in with Google, on this device and another", async ({
    page,
    newDevice,
  }) => {
    const email = freshEmail("lia");
    await page.goto("/");
    await readyToOrder(page, "Macchiato");
    const id = await confirmOrder(page);

    await signIn(page, "Lia", email);
    const here = await myOrder(page, id);
    await expect(here).toHaveCount(1, { timeout: 20_000 });
    await expect(here.getByText("1x Macchiato")).toBeVisible();
    await expect(here.getByText("Pendente")).toBeVisible();
    await expectNoAxeViolations(page);

    const other = await newDevice();
    await other.goto("/");
    await signIn(other, "Lia", email);
    const there = await myOrder(other, id);
    await expect(there).toHaveCount(1, { timeout: 20_000 });
    await expect(there.getByText("1x Macchiato")).toBeVisible();
  });

  test("when the Google account already exists, the anonymous orders move to it, live on its other device", async ({
    page,
    newDevice,
  }) => {
    const email = freshEmail("rui");
    // Rui signed in on another device first: the Google account exists before this device's order.
    const other = await newDevice();
    await other.goto("/");
    await signIn(other, "Rui", email);
    await other.getByRole("banner").getByRole("link", { name: "Meus pedidos" }).click();
    await expect(other.getByText("Você ainda não fez nenhum pedido.")).toBeVisible({ timeout: 20_000 });

    await page.goto("/");
    await readyToOrder(page, "Cold Brew");
    const id = await confirmOrder(page);
    await signIn(page, "Rui", email);
    const here = await myOrder(page, id);
    await expect(here).toHaveCount(1);
    await expect(here.getByText("1x Cold Brew")).toBeVisible();

    // Moved at the shop: the other device's list shows it without a reload.
    const there = shopOrder(other, id);
    await expect(there).toHaveCount(1, { timeout: 20_000 });
    await expect(there.getByText("1x Cold Brew")).toBeVisible();
  });

  test("linking keeps the Google name: the header shows it, on this device and another", async ({
    page,
    newDevice,
  }) => {
    // The e-mail shares nothing with the name, so the start of the e-mail never passes for it.
    const email = freshEmail("cliente");
    await page.goto("/");
    await readyToOrder(page, "Latte");
    await confirmOrder(page);
    await signIn(page, "Marina Duarte", email);
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Marina Duarte", { exact: true })).toBeVisible();
    await expect(banner.getByText(/^cliente-/)).toHaveCount(0);
    await page.reload();
    await expect(banner.getByText("Marina Duarte", { exact: true })).toBeVisible();

    const other = await newDevice();
    await other.goto("/");
    await signIn(other, "Marina Duarte", email);
    await expect(other.getByRole("banner").getByText("Marina Duarte", { exact: true })).toBeVisible();
    await expect(other.getByRole("banner").getByText(/^cliente-/)).toHaveCount(0);
  });

  test("moving orders to a linked Google account keeps its name on the device that moves them", async ({
    page,
    newDevice,
  }) => {
    test.slow();
    const email = freshEmail("cliente");
    // The account is made by linking on another device: the case where it has no name of its own.
    const first = await newDevice();
    await first.goto("/");
    await readyToOrder(first, "Latte");
    await confirmOrder(first);
    await signIn(first, "Nara Lopes", email);
    await first.context().close();

    await page.goto("/");
    await readyToOrder(page, "Cubano");
    const id = await confirmOrder(page);
    await signIn(page, "Nara Lopes", email);
    await expect(page.getByRole("banner").getByText("Nara Lopes", { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByText(/^cliente-/)).toHaveCount(0);
    await expect(await myOrder(page, id)).toHaveCount(1, { timeout: 20_000 });
  });

  test("Pedir de novo refills the cart at today's prices and names what left the catalogue", async ({ page }) => {
    const order = pendingOrder({
      checkoutId: `reorder-order-of-process-${process.pid}`,
      inbox: undefined,
      cart: [
        { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 9.9, quantity: 2 },
        { image: "/coffees/latte.svg", type: "Especial", description: "Café Imperial", price: 19, quantity: 1 },
      ],
    });
    await seedStorage(page, { orders: JSON.stringify([order]) });
    await page.goto("/order-done");
    await page.getByRole("button", { name: "Pedir de novo" }).click();

    await expect(page).toHaveURL(/\/Carrinho$/);
    await expect(page.getByRole("status").filter({ hasText: "Ficaram de fora" })).toHaveText(
      "Ficaram de fora: Café Imperial (não está mais no cardápio).",
    );
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByText("Latte")).toBeVisible();
    await expect(summary.getByText("Café Imperial")).toHaveCount(0);
    // Today's price, not the stored R$ 9,90: 2 × R$ 12,50.
    await expect(summary.getByText("R$ 25,00").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The same from Meus pedidos: the lines join what the cart holds.
    await page.goto("/pedidos");
    await page.getByRole("button", { name: "Pedir de novo" }).click();
    await expect(page).toHaveURL(/\/Carrinho$/);
    await expect(summary.getByText("R$ 50,00").first()).toBeVisible();
  });
});
