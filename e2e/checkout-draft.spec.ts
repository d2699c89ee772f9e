import type { Page } from "@playwright/test";

import { expect, fillAddress, LIVE_LIST_NOTE, seedStorage, signIn, STAFF_EMAIL, test } from "./fixtures";

const latte = { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 1 };

/** Records, from the first byte of the page, whether `text` was ever in its <main>. */
async function watchForText(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const seen = { text: false };
    Object.assign(window, { __seen: seen });
    const check = () => {
      if (document.querySelector("main")?.textContent?.includes(watched)) seen.text = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen: { text: boolean } }).__seen.text);
}

/** Records whether `text` was ever painted in the page's <main>: read at every frame, as the shopper sees it. */
async function watchForShownText(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const shown = { text: false };
    Object.assign(window, { __shown: shown });
    const check = () => {
      if (document.querySelector("main")?.innerText.includes(watched)) shown.text = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, text);
  return () => page.evaluate(() => (window as unknown as { __shown: { text: boolean } }).__shown.text);
}

test.describe("the checkout draft", () => {
  // Reloads and a second page, each a full load: on a busy 2-core machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  test("what the shopper filled in survives a reload and a visit to another page, and goes with the order", async ({
    page,
  }) => {
    await seedStorage(page, { cart: JSON.stringify([latte]) });
    await page.goto("/Carrinho");
    await fillAddress(page, "50030-170", "125", "Apto 3");
    await page.getByRole("radio", { name: "Dinheiro" }).check();
    await page.getByLabel("Troco para").fill("50,00");
    await page.getByLabel("Observações").fill("portão azul");

    await page.reload();
    await expect(page.getByLabel("CEP", { exact: true })).toHaveValue("50030-170");
    await expect(page.getByLabel("Cidade")).toHaveValue("Recife");
    await expect(page.getByLabel("Número")).toHaveValue("125");
    await expect(page.getByLabel("Complemento")).toHaveValue("Apto 3");
    await expect(page.getByRole("radio", { name: "Dinheiro" })).toBeChecked();
    await expect(page.getByLabel("Troco para")).toHaveValue("50,00");
    await expect(page.getByLabel("Observações")).toHaveValue("portão azul");

    await page.getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByRole("link", { name: /página inicial/ }).click();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Carrinho 1 item" }).click();
    await expect(page.getByRole("radio", { name: "Retirar na loja" })).toBeChecked();
    await page.getByRole("radio", { name: "Entrega" }).check();
    await expect(page.getByLabel("Número")).toHaveValue("125");
    await expect(page.getByLabel("Cidade")).toHaveValue("Recife");

    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page).toHaveURL(/\/order-done$/);
    // The URL changes before the new page is drawn: the cart's own "portão azul" goes first.
    await expect(page.getByRole("textbox", { name: "Observações" })).toHaveCount(0);
    await expect(page.getByText("portão azul")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkoutDraft") ?? "null"))).toBeNull();
  });

  test("clearing the cart forgets it too", async ({ page }) => {
    await seedStorage(page, { cart: JSON.stringify([latte]) });
    await page.goto("/Carrinho");
    await page.getByLabel("Número").fill("125");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("checkoutDraft"))).toContain("125");
    await page.getByRole("button", { name: "Limpar carrinho" }).click();
    await expect(page.getByText("Seu carrinho está vazio. Que tal escolher um café?")).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("checkoutDraft") ?? "null"))).toBeNull();
  });
});

test.describe("first paints that do not lie", () => {
  test("a returning shopper's cart is never said to be empty on the way to showing it", async ({ page }) => {
    const saidEmpty = await watchForText(page, "vazio");
    await seedStorage(page, { cart: JSON.stringify([latte]) });
    await page.goto("/Carrinho");
    await expect(page.getByRole("heading", { level: 3, name: "Latte" })).toBeVisible();
    expect(await saidEmpty()).toBe(false);
  });

  test("staff opening /Admin are never offered, nor told to make, the sign-in they already made", async ({ page }) => {
    await page.goto("/");
    await signIn(page, "Equipe", STAFF_EMAIL);
    const offeredSignIn = await watchForText(page, "Entrar com Google");
    const toldToSignIn = await watchForShownText(page, "Entre com a conta Google");
    await page.goto("/Admin");
    await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
    expect(await offeredSignIn()).toBe(false);
    expect(await toldToSignIn()).toBe(false);
  });
});

test.describe("an order's units", () => {
  test('a cart at 99 units says so, and its "+" holds', async ({ page }) => {
    await seedStorage(page, {
      cart: JSON.stringify([
        { ...latte, quantity: 98 },
        { description: "Cubano", type: "Alcoólico", price: 18.9, image: "/coffees/cubano.svg", quantity: 1 },
      ]),
    });
    await page.goto("/Carrinho");
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByText("Um pedido leva até 99 unidades, e este já chegou lá.")).toBeVisible();
    const cubano = summary.getByRole("group", { name: "Quantidade de Cubano" });
    await expect(cubano.getByRole("button", { name: "Aumentar quantidade" })).toHaveAttribute("aria-disabled", "true");
    await summary
      .getByRole("group", { name: /^Quantidade de Latte/ })
      .getByRole("button", { name: "Diminuir quantidade" })
      .click();
    await expect(summary.getByText("Um pedido leva até 99 unidades, e este já chegou lá.")).toHaveCount(0);
    await expect(cubano.getByRole("button", { name: "Aumentar quantidade" })).not.toHaveAttribute("aria-disabled");
  });
});

test.describe("a payment chosen the moment the cart appears", () => {
  // Under load the cart's first client render and the revalidations after it (sign-in, settings) interleave differently each time.
  for (const round of [1, 2, 3, 4, 5]) {
    test(`stays chosen through what arrives after it (${round})`, async ({ page }) => {
      await seedStorage(page, { cart: JSON.stringify([latte]) });
      await page.goto("/Carrinho");
      const debit = page.getByRole("radio", { name: "Cartão de débito" });
      await debit.click();
      await expect(debit).toBeChecked();
      // Meanwhile the sign-in state and the shop's settings arrive, each a revalidation.
      await fillAddress(page, "50030-170", "1");
      await expect(debit).toBeChecked();
      expect(await page.evaluate(() => localStorage.getItem("checkoutDraft"))).toContain('"pagamento":"debito"');
    });
  }
});

test.describe("the cart on a phone", () => {
  test("says what the order holds before the form, and keeps Limpar carrinho with the lines, away from Confirmar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedStorage(page, { cart: JSON.stringify([{ ...latte, quantity: 2 }]) });
    await page.goto("/Carrinho");
    await expect(page.getByText("2 itens, R$ 25,00 em produtos.")).toBeInViewport();
    await page.getByRole("link", { name: "Ver o resumo" }).click();
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByRole("heading", { name: "Resumo do pedido" })).toBeInViewport();

    const top = async (name: string) => (await page.getByRole("button", { name }).boundingBox())?.y ?? 0;
    const totalTop = (await summary.getByText("Total", { exact: true }).boundingBox())?.y ?? 0;
    expect(await top("Limpar carrinho")).toBeLessThan(totalTop);
    expect((await top("Confirmar pedido")) - (await top("Limpar carrinho"))).toBeGreaterThan(150);
  });
});
