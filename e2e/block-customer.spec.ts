/**
 * "Bloquear cliente" on /Admin (issue 27): after staff confirm, the customer's open orders leave
 * the list at once and are deleted at the shop; the block itself is the rules' (rules-holes.test.ts).
 */
import { confirmOrder, device, expect, LIVE_LIST_NOTE, openShopInbox, readyToOrder, shopOrder, test } from "./fixtures";

test("staff block a customer: after the question, their open order is gone, here and on another staff device", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto("/");
  await readyToOrder(page, "Latte");
  const id = await confirmOrder(page);
  const staff = await device(browser);
  const other = await device(browser);
  await openShopInbox(staff.page);
  await openShopInbox(other.page);
  await expect(shopOrder(staff.page, id)).toBeVisible({ timeout: 20_000 });

  const questions: string[] = [];
  staff.page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await shopOrder(staff.page, id).getByRole("button", { name: "Bloquear cliente" }).click();
  await expect(shopOrder(staff.page, id)).toHaveCount(0);
  expect(questions).toEqual([
    "Bloquear este cliente? Novos pedidos dele serão recusados e o pedido em aberto será excluído.",
  ]);
  await expect(shopOrder(other.page, id)).toHaveCount(0, { timeout: 20_000 });
  await other.page.reload();
  await expect(other.page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
  await expect(shopOrder(other.page, id)).toHaveCount(0);
  await staff.context.close();
  await other.context.close();
});
