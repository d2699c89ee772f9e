/**
 * Ratings (issue 40): a delivered order rated 4 stars with "Café quente" by keyboard, staff reading it in
 * "Avaliações" and replying once, the shopper reading the reply; axe on the form and the panel.
 */
import { confirmOrder, expect, expectNoAxeViolations, openPanel, readyToOrder, shopOrder, test } from "./fixtures";

test.describe("rating an order", () => {
  // Two devices, sign-in, Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("a delivered order rated 4 stars, answered by staff, the reply read by the shopper", async ({
    shop: { shopper: page, staff },
  }) => {
    await page.goto("/");
    await readyToOrder(page, "Cubano");
    const id = await confirmOrder(page);
    await expect(page.getByRole("heading", { name: "Avalie seu pedido" })).toHaveCount(0);

    const order = shopOrder(staff, id);
    await expect(order).toBeVisible({ timeout: 20_000 });
    await order.getByLabel("Status").selectOption("Entregue");
    await expect(page.getByText("Situação: Entregue")).toBeVisible({ timeout: 20_000 });

    const form = page.getByRole("region", { name: "Avalie seu pedido" });
    await expect(form).toBeVisible({ timeout: 20_000 });
    const stars = form.getByRole("radiogroup", { name: "Nota" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await expectNoAxeViolations(page);
    // By keyboard: the first star, then three to the right.
    await stars.getByRole("radio", { name: "1 estrela", exact: true }).focus();
    await page.keyboard.press("Space");
    for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "4 estrelas" })).toBeChecked();
    await form.getByRole("checkbox", { name: "Café quente" }).check();
    await form.getByLabel("Comentário").fill("Chegou no ponto.");
    await expect(form.getByText("Opcional: 16/280 caracteres")).toBeVisible();
    await form.getByRole("button", { name: "Enviar avaliação" }).click();

    const mine = page.getByRole("region", { name: "Sua avaliação" });
    await expect(mine.getByText("Nota: 4 de 5")).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByRole("listitem")).toHaveText(["Café quente"]);
    await expect(mine.getByText("Chegou no ponto.")).toBeVisible();

    const panel = await openPanel(staff, "Avaliações");
    const rated = panel.getByRole("article").filter({ has: staff.getByRole("link", { name: `Pedido nº ${id}` }) });
    await expect(rated).toBeVisible({ timeout: 20_000 });
    await expect(rated.getByText("Nota: 4 de 5")).toBeVisible();
    await expect(panel.getByText(/^Últimos 30 dias: média \d,\d de 5 em \d+ avaliaç(ão|ões)\.$/)).toBeVisible();
    await expect(panel.getByRole("listitem").filter({ hasText: /^Café quente: [1-9]\d*$/ })).toBeVisible();
    await expect(rated.getByRole("link", { name: `Pedido nº ${id}` })).toHaveAttribute("href", /^\/Admin#shop-order-/);
    await rated.getByRole("button", { name: "Responder" }).click();
    await rated.getByLabel("Resposta").fill("Obrigado! Volte sempre.");
    await expectNoAxeViolations(staff);
    await rated.getByRole("button", { name: "Enviar resposta" }).click();
    await expect(rated.getByText("Obrigado! Volte sempre.")).toBeVisible({ timeout: 20_000 });
    await expect(rated.getByRole("button", { name: "Responder" })).toHaveCount(0);

    await expect(mine.getByRole("heading", { name: "Resposta da loja" })).toBeVisible({ timeout: 20_000 });
    await expect(mine.getByText("Obrigado! Volte sempre.")).toBeVisible();
    await page.goto("/pedidos");
    const card = shopOrder(page, id);
    await expect(card.getByText("Obrigado! Volte sempre.")).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole("button", { name: "Enviar avaliação" })).toHaveCount(0);
  });
});
