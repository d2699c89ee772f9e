/** Issue 59: "Meu de sempre", saved from /order-done and ordered again from the home page in one tap. */
import { addFromHome, confirmOrder, expect, fillAddress, signIn, test } from "./fixtures";

test.describe("Meu de sempre", () => {
  test.describe.configure({ timeout: 90_000 });

  test("saved from /order-done, it is the home page's first card and fills the checkout ready to confirm", async ({
    page,
    newDevice,
  }) => {
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
    await page.getByRole("group", { name: "Como receber" }).getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByLabel("Nome para chamar").fill("Ana");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    const first = await confirmOrder(page);

    await page.getByLabel("Nome do pedido salvo").fill("Café da manhã");
    await page.getByRole("button", { name: "Salvar como meu de sempre" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Salvo como “Café da manhã”" })).toBeVisible();

    // The same phone the next morning: its storage, a new anonymous account (one order per 30 s each).
    const morning = await newDevice(await page.context().storageState());
    await morning.goto("/");
    const card = morning.getByRole("article", { name: "Café da manhã" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("1x Latte");
    await expect(card).toContainText("Retirar na loja · Cartão de crédito");
    await expect(card).toContainText("Hoje: R$");
    await card.getByRole("button", { name: "Pedir meu de sempre" }).click();

    await expect(morning).toHaveURL(/\/Carrinho$/);
    await expect(morning.getByRole("radio", { name: "Retirar na loja" })).toBeChecked();
    await expect(morning.getByRole("radio", { name: "Cartão de crédito" })).toBeChecked();
    await expect(morning.getByLabel("Nome para chamar")).toHaveValue("Ana");
    const second = await confirmOrder(morning);
    expect(second).not.toBe(first);
    await expect(morning.getByText("Chamar por")).toBeVisible();
  });

  test("saved from the cart before ordering, with the address typed; a drink sold out since is named", async ({
    page,
  }) => {
    await page.goto("/");
    await addFromHome(page, "Cubano");
    await page.goto("/Carrinho");
    await fillAddress(page, "50030170", "10");
    await page.getByRole("radio", { name: "Dinheiro" }).check();
    await page.getByRole("button", { name: "Salvar como meu de sempre" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Salvo como “Meu de sempre”" })).toBeVisible();

    // The shop ran out of it since: the card says so, and offers nothing to order.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("usualOrders") ?? "[]") as { lines: { description: string }[] }[];
      localStorage.setItem(
        "usualOrders",
        JSON.stringify(
          stored.map((usual) => ({ ...usual, lines: [...usual.lines, { description: "Chá", quantity: 1 }] })),
        ),
      );
    });
    await page.goto("/");
    const card = page.getByRole("article", { name: "Meu de sempre" });
    await expect(card).toContainText("1x Cubano");
    await expect(card).toContainText("Entrega em");
    await expect(card).toContainText("Dinheiro");
    await expect(card).toContainText("Ficaram de fora: Chá (não está mais no cardápio).");
    await card.getByRole("button", { name: "Pedir meu de sempre" }).click();
    await expect(page).toHaveURL(/\/Carrinho$/);
    await expect(page.getByRole("status").filter({ hasText: "Chá (não está mais no cardápio)" })).toBeVisible();
    await expect(page.getByLabel("Número")).toHaveValue("10");
    await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeChecked();

    // "Remover", asked first: the home page starts with the catalogue again.
    await page.goto("/");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("article", { name: "Meu de sempre" }).getByRole("button", { name: "Remover" }).click();
    await expect(page.getByRole("heading", { name: "Meu de sempre" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Meu de sempre" })).toHaveCount(0);
  });

  test("a Google account's follows it to another device", async ({ page, newDevice }) => {
    const email = `regular-${Date.now()}@example.com`;
    await page.goto("/");
    await signIn(page, "Bia", email);
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
    await page.getByRole("group", { name: "Como receber" }).getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByRole("radio", { name: "Cartão de débito" }).check();
    await page.getByRole("button", { name: "Salvar como meu de sempre" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Salvo como “Meu de sempre” na sua conta" })).toBeVisible({
      timeout: 20_000,
    });

    const tablet = await newDevice();
    await tablet.goto("/");
    await expect(tablet.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await signIn(tablet, "Bia", email);
    // The home page starts no Firebase for it: "Meus pedidos", which reads the account anyway, brings it here.
    await tablet.getByRole("banner").getByRole("link", { name: "Meus pedidos" }).click();
    await expect(tablet.getByRole("heading", { level: 1, name: "Meus pedidos" })).toBeVisible();
    await expect
      .poll(() => tablet.evaluate(() => localStorage.getItem("usualOrders")), { timeout: 20_000 })
      .not.toBeNull();
    await tablet.goto("/");
    const card = tablet.getByRole("article", { name: "Meu de sempre" });
    await expect(card).toContainText("Retirar na loja · Cartão de débito", { timeout: 20_000 });
    await expect(card).toContainText("1x Latte");
  });

  test("a visitor without one loads none of its code", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(request.url()));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(loaded.filter((url) => /UsualOrderCards|usual-order/.test(url))).toEqual([]);
    await expect(page.getByRole("heading", { name: "Meu de sempre" })).toHaveCount(0);
  });
});
