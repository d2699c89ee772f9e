import { expect, productCard, test } from "./fixtures";

test.describe("home", () => {
  test("shows the hero, the benefits and the 14 coffees", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Cafeteria/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encontre o café perfeito para o seu dia");
    for (const benefit of [
      "Compra simples e segura",
      "Feito na hora, do seu jeito",
      "Acompanhe o pedido ao vivo",
      "Variedade de cafés especiais",
    ]) {
      await expect(page.getByText(benefit)).toBeVisible();
    }
    const list = page.getByRole("region", { name: "Nossos cafés" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveCount(14);
    const latte = productCard(page, "Latte");
    await expect(latte.getByText("Tradicional")).toBeVisible();
    await expect(latte.getByText("R$ 12,50")).toBeVisible();
    // Promises a closed shop, a pickup or a table would make untrue are not made (issue 57).
    await expect(page.getByRole("main")).not.toContainText(/qualquer hora|Entrega rápida|Embalagem/);
    await expect(latte.getByRole("button", { name: "Adicionar ao carrinho" })).toBeVisible();
    await expect(latte.getByRole("button", { name: "Favoritar Latte" })).toHaveAttribute("aria-pressed", "false");
    await expect(latte.getByRole("link", { name: "Latte" })).toHaveAttribute("href", "/product/Latte");
  });

  test("card quantity starts at 1 and never goes below it", async ({ page }) => {
    await page.goto("/");
    const card = productCard(page, "Cold Brew");
    const value = card.locator("output");
    const decrease = card.getByRole("button", { name: "Diminuir quantidade" });
    await expect(value).toHaveText("1");
    // The prerendered buttons take focus and presses once the app runs.
    await expect(card.getByRole("button", { name: "Aumentar quantidade" })).toBeEnabled();
    await expect(decrease).toBeDisabled();
    await decrease.focus();
    await expect(decrease).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(value).toHaveText("1");
    await card.getByRole("button", { name: "Aumentar quantidade" }).click();
    await card.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(value).toHaveText("3");
    await card.getByRole("button", { name: "Diminuir quantidade" }).click();
    await expect(value).toHaveText("2");
  });

  test("card quantity stops at 99, the most a cart line holds", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    const card = productCard(page, "Cold Brew");
    const value = card.locator("output");
    const increase = card.getByRole("button", { name: "Aumentar quantidade" });
    await expect(increase).toBeEnabled();
    await increase.focus();
    for (let count = 2; count <= 99; count++) {
      await page.keyboard.press("Enter");
      await expect(value).toHaveText(String(count));
    }
    await expect(increase).toBeDisabled();
    await page.keyboard.press("Enter");
    await expect(value).toHaveText("99");
  });

  test("filters by name, by type, by both, clears, and keeps it all in the URL", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Filtrar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("searchbox", { name: "Buscar por nome" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const cards = page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 });

    const search = page.getByRole("searchbox", { name: "Buscar por nome" });
    await expect(search).toHaveAttribute("placeholder", "Buscar por nome...");
    await search.fill("IRL");
    await expect(cards).toHaveText(["Irlandês"]);
    await expect(page).toHaveURL(/\?nome=IRL$/);

    await search.fill("cafe");
    await expect(cards).toHaveText(["Café com Leite"]);

    await search.fill("");
    await page.getByRole("button", { name: "Gelado", exact: true }).click();
    await expect(page.getByRole("button", { name: "Gelado", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveText(["Expresso Gelado", "Cold Brew", "Frappé de Caramelo"]);
    await expect(page).toHaveURL(/\?tipo=Gelado$/);

    await search.fill("expresso");
    await expect(cards).toHaveText(["Expresso Gelado"]);
    await expect(page).toHaveURL(/nome=expresso&tipo=Gelado/);

    await page.reload();
    await expect(cards).toHaveText(["Expresso Gelado"]);
    await expect(page.getByRole("searchbox", { name: "Buscar por nome" })).toHaveValue("expresso");

    await page.getByRole("button", { name: "Limpar Filtro" }).click();
    await expect(cards).toHaveCount(14);
    await expect(page).toHaveURL(/\/$/);
  });

  test("Enter in the search box searches by name and keeps the type and favourites filter", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Filtrar" }).click();
    const cards = page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 });
    const search = page.getByRole("searchbox", { name: "Buscar por nome" });

    await search.fill("irl");
    await search.press("Enter");
    await expect(cards).toHaveText(["Irlandês"]);
    await expect(page).toHaveURL(/\?nome=irl$/);
    await expect(page.getByRole("button", { name: "Tradicional", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await search.fill("");
    await page.getByRole("button", { name: "Gelado", exact: true }).click();
    await expect(cards).toHaveCount(3);
    await search.fill("c");
    await search.press("Enter");
    await expect(cards).toHaveText(["Cold Brew"]);
    await expect(page).toHaveURL(/\?nome=c&tipo=Gelado$/);

    await page.goto("/?favoritos=1&tipo=Especial");
    await page.getByRole("searchbox", { name: "Buscar por nome" }).fill("x");
    await page.getByRole("searchbox", { name: "Buscar por nome" }).press("Enter");
    await expect(page).toHaveURL(/\?nome=x&tipo=Especial&favoritos=1$/);
  });

  test("back and forward restore the filter", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Filtrar" }).click();
    const cards = page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 });
    await page.getByRole("button", { name: "Especial", exact: true }).click();
    await expect(cards).toHaveCount(4);
    await page.getByRole("button", { name: "Alcoólico", exact: true }).click();
    await expect(cards).toHaveText(["Cubano", "Irlandês"]);

    await page.goBack();
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Especial", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await expect(cards).toHaveCount(14);
    await page.goForward();
    await expect(cards).toHaveCount(4);
  });

  test("/favoritos opens the catalogue filtered to the favourites", async ({ page }) => {
    await page.goto("/favoritos");
    await expect(page).toHaveURL(/\/\?favoritos=1$/);
    await expect(page.getByText("Você ainda não tem favoritos")).toBeVisible();
  });

  test("a pressed type button turns the type filter off", async ({ page }) => {
    await page.goto("/?tipo=Gelado");
    const cards = page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 });
    await expect(cards).toHaveCount(3);
    await page.getByRole("button", { name: "Gelado", exact: true }).click();
    await expect(cards).toHaveCount(14);
  });

  test("says so when nothing matches, with a way back to everything", async ({ page }) => {
    await page.goto("/?nome=pizza");
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeVisible();
    await page.getByRole("link", { name: "Ver todos os cafés" }).click();
    await expect(page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 })).toHaveCount(14);
  });
});
