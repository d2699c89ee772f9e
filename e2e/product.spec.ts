import { expect, test, waitForHydration } from "./fixtures";

test.describe("product page", () => {
  test("shows type, details, ingredients with allergens, price and actions", async ({ page }) => {
    await page.goto("/product/Irland%C3%AAs");
    await expect(page.getByRole("heading", { level: 1, name: "Irlandês" })).toBeVisible();
    await expect(page).toHaveTitle("Irlandês — Cafeteria");
    await expect(page.getByText("Alcoólico", { exact: true })).toBeVisible();
    await expect(page.getByText("uísque irlandês", { exact: false }).first()).toBeVisible();
    const ingredients = page.getByRole("region", { name: "Ingredientes" }).getByRole("listitem");
    await expect(ingredients).toContainText(["Contém leite e derivados", "Contém álcool"]);
    await expect(page.getByText("R$ 22,90")).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar ao carrinho" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Favoritar Irlandês" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Quantidade de Irlandês" }).locator("output")).toHaveText("1");
  });

  test("on a phone, the add button is on the first screen, and stays there while the choices scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/product/Latte");
    const add = page.getByRole("button", { name: "Adicionar ao carrinho" });
    await expect(add).toBeInViewport({ ratio: 1 });
    await page.getByRole("group", { name: "Açúcar" }).scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport({ ratio: 1 });
  });

  test("opens from a card and goes back to where the shopper was", async ({ page }) => {
    await page.goto("/?tipo=Especial");
    // A client navigation: before the app runs, the card's link loads the page (the next test).
    await waitForHydration(page);
    await page.getByRole("link", { name: "Árabe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Árabe" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(/\?tipo=Especial$/);
  });

  test("goes back to where the shopper was when the card's link loaded the page before the app ran", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/?tipo=Especial");
    // What a click before hydration does: a page load, with the home page as its referrer.
    await page.goto("/product/%C3%81rabe", { referer: `${baseURL}/?tipo=Especial` });
    // Enabled once the app runs.
    await expect(page.getByRole("button", { name: "Favoritar Árabe" })).toBeEnabled();
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(/\?tipo=Especial$/);
  });

  test("goes to the home page when the shopper arrived from elsewhere", async ({ page }) => {
    await page.goto("/product/%C3%81rabe", { referer: "https://www.google.com/" });
    await expect(page.getByRole("button", { name: "Favoritar Árabe" })).toBeEnabled();
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown product answers 404, says 'Produto não encontrado' with a link home, and asks not to be indexed", async ({
    page,
  }) => {
    const response = await page.goto("/product/Ch%C3%A1%20Mate");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Produto não encontrado" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
  });

  test("finds a coffee whose name arrives decomposed (ê as e + U+0302)", async ({ page }) => {
    await page.goto("/product/Irlande%CC%82s");
    await expect(page.getByRole("heading", { level: 1, name: "Irlandês" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Favoritar Irlandês" })).toBeVisible();
  });
});
