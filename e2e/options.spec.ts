import {
  cartBadgeCount,
  confirmOrder,
  expect,
  expectNoAxeViolations,
  fillAddress,
  productCard,
  shopOrder,
  shownNumber,
  test,
  waitForHydration,
} from "./fixtures";

const choices = "Grande, Vegetal de aveia, Dose extra de expresso";

test.describe("options: sizes, milk and add-ons", () => {
  // Two devices, sign-in, Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("a Grande Latte with oat milk and an extra shot goes from the product page to staff's ticket", async ({
    shop: { shopper: page, staff },
  }) => {
    await page.goto("/product/Latte");
    const add = page.getByRole("button", { name: "Adicionar ao carrinho" });
    await expect(page.getByRole("button", { name: "Aumentar quantidade" })).toBeEnabled();
    // Nothing chosen yet: the required groups hold the button back, and say why.
    await expect(page.getByText("Escolha Tamanho e Leite.")).toBeVisible();
    await expect(add).toBeDisabled();

    const size = page.getByRole("group", { name: "Tamanho" });
    await size.getByRole("radio", { name: "Grande (+ R$ 4,00)" }).check();
    await page
      .getByRole("group", { name: "Leite" })
      .getByRole("radio", { name: "Vegetal de aveia (+ R$ 3,00)" })
      .check();
    await page
      .getByRole("group", { name: "Adicionais" })
      .getByRole("checkbox", { name: "Dose extra de expresso (+ R$ 3,00)" })
      .check();
    await expect(page.getByText("R$ 22,50", { exact: true })).toBeVisible();
    // Oat drink: no milk, no lactose, traces of gluten.
    const ingredients = page.getByRole("region", { name: "Ingredientes" }).getByRole("listitem");
    await expect(ingredients).not.toContainText(["Contém leite e derivados"]);
    await expect(ingredients.filter({ hasText: "Pode conter traços de glúten" })).toHaveCount(1);
    await expect(page).toHaveURL(/\/product\/Latte$/);
    await expectNoAxeViolations(page);

    await add.click();
    await expect.poll(() => cartBadgeCount(page)).toBe(1);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    const line = page.getByRole("listitem").filter({ hasText: choices });
    await expect(line).toContainText("R$ 22,50 cada");
    await fillAddress(page, "50030170", "10");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    const id = await confirmOrder(page);
    await expect(page.getByRole("article").getByText(`1x Latte (${choices})`)).toBeVisible();

    const order = shopOrder(staff, id);
    await expect(order.getByText(`1x Latte (${choices})`)).toBeVisible({ timeout: 20_000 });
    // The print dialog is the browser's: replaced, so "Imprimir pedido" draws the ticket without opening it.
    await staff.evaluate(() => {
      window.print = () => undefined;
    });
    await order.getByRole("button", { name: "Imprimir pedido" }).click();
    const ticket = staff.getByRole("region", { name: `Comanda do pedido nº ${await shownNumber(order)}` });
    await staff.emulateMedia({ media: "print" });
    await expect(ticket.getByText("1x Latte")).toBeVisible();
    await expect(ticket.getByText(choices, { exact: true })).toBeVisible();
    // 22,50 and the delivery's 5,00.
    await expect(ticket.getByText("Total: R$ 27,50")).toBeVisible();
  });

  test("a card asks the required choices in a sheet and says it added; Personalizar's choice is another line", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const card = productCard(page, "Latte");
    await card.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    const sheet = page.getByRole("dialog", { name: "Escolha seu Latte" });
    const add = sheet.getByRole("button", { name: "Adicionar ao carrinho" });
    // Nothing chosen for the shopper: the sheet waits for size and milk.
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription("Escolha Tamanho e Leite.");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    expect(await cartBadgeCount(page)).toBe(0);

    await card.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await sheet.getByRole("radio", { name: "Pequeno" }).check();
    await sheet.getByRole("radio", { name: "Integral" }).check();
    await add.click();
    await expect(sheet).toBeHidden();
    await expect.poll(() => cartBadgeCount(page)).toBe(1);
    await expect(card.getByText("Adicionado ao carrinho.")).toBeVisible();
    await expect(card.getByRole("link", { name: "Ver carrinho" })).toHaveAttribute("href", "/Carrinho");

    await card.getByRole("link", { name: "Personalizar" }).click();
    await expect(page).toHaveURL(/\/product\/Latte$/);
    // The address changes before React draws the new page (a transition): wait for the page itself.
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Aumentar quantidade" })).toBeEnabled();
    await page.getByRole("radio", { name: "Médio (+ R$ 2,00)" }).check();
    await page.getByRole("radio", { name: "Sem lactose (+ R$ 1,50)" }).check();
    await page.getByRole("radio", { name: "Sem açúcar" }).check();
    await expect(page.getByText("R$ 16,00", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect.poll(() => cartBadgeCount(page)).toBe(2);

    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    const plain = page.getByRole("listitem").filter({ hasText: "Pequeno, Integral" });
    const custom = page.getByRole("listitem").filter({ hasText: "Médio, Sem lactose, Sem açúcar" });
    await expect(plain).toContainText("R$ 12,50 cada");
    await expect(custom).toContainText("R$ 16,00 cada");
    // Each line changes on its own.
    await custom.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(custom.locator("output")).toHaveText("2");
    await expect(plain.locator("output")).toHaveText("1");
    await plain.getByRole("button", { name: "Remover" }).click();
    await expect(plain).toHaveCount(0);
    await expect(custom).toContainText("R$ 32,00");
  });
});
