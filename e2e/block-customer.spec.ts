/**
 * "Bloquear cliente" on /Admin (issues 27, 54): after staff confirm, the customer's open orders read
 * Cancelado at once and are cancelled at the shop, giving back what they took (order-ahead.spec.ts);
 * the block itself is the rules' (rules-holes.test.ts).
 */
import { expect, LIVE_LIST_NOTE, shopOrder, test } from "./fixtures";

test("staff block a customer: after the question, their open order is cancelled, here and on another staff device", async ({
  placeOrder,
  openStaff,
}) => {
  test.slow();
  const id = await placeOrder();
  const staff = await openStaff();
  const other = await openStaff();
  await expect(shopOrder(staff, id)).toBeVisible({ timeout: 20_000 });

  const questions: string[] = [];
  staff.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await shopOrder(staff, id).getByRole("button", { name: "Bloquear cliente" }).click();
  await expect(shopOrder(staff, id).getByLabel("Status")).toHaveValue("Cancelado");
  expect(questions).toEqual([
    "Bloquear este cliente? Novos pedidos dele serão recusados e o pedido em aberto será cancelado, devolvendo o horário, o cupom e os selos que ele usou.",
  ]);
  await expect(shopOrder(other, id).getByLabel("Status")).toHaveValue("Cancelado", { timeout: 20_000 });
  await other.reload();
  await expect(other.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
  await expect(shopOrder(other, id).getByLabel("Status")).toHaveValue("Cancelado");
});
