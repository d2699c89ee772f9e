/**
 * Issue 58, "Excluir meus dados" in Meus pedidos: refused while an order is still being made (the shop needs its
 * address); then, once the shop has erased its copies, the shopper's favourites, addresses and details go from
 * the device too, and staff see the order's lines without the address or CPF.
 */
import type { Page } from "@playwright/test";

import {
  confirmOrder,
  expect,
  expectNoAxeViolations,
  productCard,
  readyToOrder,
  shopOrder,
  signIn,
  test,
} from "./fixtures";

/** The shopper's address (the shop's own is number 200, on the same street). */
const ADDRESS = /Rua do Bom Jesus, 10 /;

/** What this device keeps of the shopper, as text: its favourites, orders, addresses and checkout draft. */
function storedTexts(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => /^(favorites_|orders$|savedAddresses$|checkoutDraft$|usualOrders$)/.test(key))
      .map((key) => `${key}=${localStorage.getItem(key) ?? ""}`)
      .join("\n"),
  );
}

async function askToErase(page: Page) {
  page.once("dialog", (question) => void question.accept());
  await page.getByRole("button", { name: "Excluir meus dados" }).click();
}

test("Excluir meus dados: refused while an order is open, then the shop and this device forget the shopper", async ({
  page,
  shop: { staff },
}) => {
  test.setTimeout(150_000);
  await page.goto("/");
  await signIn(page, "Ana Cliente", `ana.${Date.now()}.${process.pid}@gmail.com`);
  const heart = productCard(page, "Capuccino").getByRole("button", { name: "Favoritar Capuccino" });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await readyToOrder(page, "Latte");
  await page.getByLabel("CPF na nota").fill("529.982.247-25");
  const id = await confirmOrder(page);
  await expect.poll(() => storedTexts(page)).toMatch(/Capuccino[\s\S]*52998224725|52998224725[\s\S]*Capuccino/);

  expect(await storedTexts(page)).toContain("Bom Jesus");
  await page.goto("/pedidos");
  const mine = page.locator(`article[data-order-id="${id}"]`);
  await expect(mine.getByText(ADDRESS)).toBeVisible({ timeout: 20_000 });
  await askToErase(page);
  await expect(page.getByRole("alert").filter({ hasText: "Você tem um pedido em andamento" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(mine.getByText(ADDRESS)).toBeVisible();

  const atShop = shopOrder(staff, id);
  await expect(atShop.getByText(ADDRESS)).toBeVisible({ timeout: 20_000 });
  await atShop.getByLabel("Status").selectOption("Entregue");
  await expect(mine.getByText("Entregue")).toBeVisible({ timeout: 20_000 });

  await askToErase(page);
  await expect(page.getByRole("status").filter({ hasText: /^Seus dados foram excluídos/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(mine.getByText(ADDRESS)).toHaveCount(0);
  await expect(mine.getByText("endereço excluído a pedido do cliente")).toBeVisible();
  await expect(mine.getByText("1x Latte")).toBeVisible();
  await expectNoAxeViolations(page);
  const left = await storedTexts(page);
  expect(left).not.toContain("Bom Jesus");
  expect(left).not.toContain("52998224725");
  expect(left).not.toContain("Capuccino");
  // Staff keep the order's lines and total for the day's figures, without its address or CPF.
  await expect(atShop.getByText("endereço excluído a pedido do cliente")).toBeVisible({ timeout: 20_000 });
  await expect(atShop.getByText(ADDRESS)).toHaveCount(0);
  await expect(atShop.getByText("CPF na nota")).toHaveCount(0);
  await expect(atShop.getByText(/1x Latte/)).toBeVisible();
});
