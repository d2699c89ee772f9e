/**
 * Issue 57: "Excluir pedido" asks first and says what it does; the shopper's page then says the shop removed the
 * order, never "Pendente" with a Pix code to pay, after a reload too; the day's close lists it apart.
 */
import { confirmOrder, expect, openPanel, readyToOrder, shopOrder, shownNumber, test } from "./fixtures";

test.describe("an order the shop removed", () => {
  test.describe.configure({ timeout: 120_000 });

  test("staff are asked first; the shopper is told, with nothing left to pay", async ({ shop: { shopper, staff } }) => {
    await shopper.goto("/");
    await readyToOrder(shopper, "Latte");
    await shopper.getByRole("radio", { name: "Pix" }).check();
    const id = await confirmOrder(shopper);
    await expect(shopper.getByRole("region", { name: "Pague com Pix" })).toBeVisible();

    const card = shopOrder(staff, id);
    await expect(card).toBeVisible({ timeout: 20_000 });
    const asked: string[] = [];
    staff.once("dialog", (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await card.getByRole("button", { name: "Excluir pedido" }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain(`Excluir o pedido nº ${await shownNumber(card)}?`);
    await expect(card).toBeVisible();

    staff.once("dialog", (question) => void question.accept());
    await card.getByRole("button", { name: "Excluir pedido" }).click();
    await expect(card).toHaveCount(0, { timeout: 20_000 });
    // Listed apart in the day's close, out of its sales.
    const removedToday = (await openPanel(staff, "Fechamento do dia")).getByRole("list", { name: "Pedidos excluídos" });
    await expect(removedToday.getByText(`Pedido nº ${id}, R$\u00a012,50 em produtos`)).toBeVisible({ timeout: 20_000 });

    const removed = shopper.getByRole("alert").filter({ hasText: "A cafeteria excluiu este pedido" });
    await expect(removed).toBeVisible({ timeout: 20_000 });
    await expect(shopper.getByRole("region", { name: "Pague com Pix" })).toHaveCount(0);
    await expect(shopper.getByText("Situação: Pendente")).toHaveCount(0);
    await expect(shopper.getByText("Pix — Não cobrado")).toBeVisible();
    await shopper.reload();
    await expect(removed).toBeVisible();
    await expect(shopper.getByRole("region", { name: "Pague com Pix" })).toHaveCount(0);
    await shopper.goto("/pedidos");
    await expect(shopper.getByText("Excluído pela loja")).toBeVisible();
  });
});
