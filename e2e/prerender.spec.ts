/**
 * The prerendered pages (docs/decisions/0010-prerendered-pages.md): readable without JavaScript,
 * hydrated without a mismatch, then an app that asks no server for data, offline too.
 */
import type { Page } from "@playwright/test";

import { catalogue } from "../app/lib/catalogue/catalogue";
import { formatBRL } from "../app/lib/catalogue/money";
import {
  expect,
  layoutShifts,
  openParsed,
  productCard,
  seedStorage,
  test,
  waitForHydration,
  waitForServiceWorker,
  watchConsole,
} from "./fixtures";

const latte = { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 2 };

/** A returning shopper: two Lattes in the cart and Latte as this visit's favourite. */
async function returningShopper(page: Page) {
  await seedStorage(page, { cart: JSON.stringify([latte]) });
  await page.addInitScript(() => sessionStorage.setItem("favorites_anonymous", JSON.stringify(["Latte"])));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/ shows the hero and the 14 coffees with their prices", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encontre o café perfeito para o seu dia");
    await expect(page.getByText("Compra simples e segura")).toBeVisible();
    for (const product of catalogue) {
      const card = productCard(page, product.description);
      await expect(card, product.description).toContainText(formatBRL(product.price));
      await expect(card).toContainText(product.type);
    }
  });

  test("/product/Latte shows its details, ingredients and price; a name with an accent gets its own page", async ({
    page,
  }) => {
    await page.goto("/product/Latte");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latte");
    await expect(page.getByText("Uma dose de expresso com o dobro de leite vaporizado")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Leite vaporizado (150 ml)" })).toBeVisible();
    await expect(page.getByText("R$ 12,50", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Latte — Cafeteria");

    await page.goto("/product/Irland%C3%AAs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Irlandês");
    await page.goto("/product/Expresso%20Tradicional");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expresso Tradicional");
  });

  test("/Carrinho shows its heading and says the cart needs JavaScript, never that it is empty; /Admin states no sign-in and no orders", async ({
    page,
  }) => {
    await page.goto("/Carrinho");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carrinho");
    await expect(page.getByText("Carregando seu carrinho…")).toBeVisible();
    // What a browser without scripts shows (Playwright's switch leaves noscript unrendered).
    expect(await page.locator("main noscript").innerHTML()).toContain("ative o JavaScript para vê-lo");
    await expect(page.getByText(/vazio/)).toHaveCount(0);
    await page.goto("/Admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedidos Recebidos");
    await expect(page.getByText("Carregando os pedidos deste aparelho…")).toBeVisible();
    await expect(page.getByText("Nenhum pedido recebido ainda.")).toHaveCount(0);
    const staffSide = page.getByRole("region", { name: "Área da equipe" });
    await expect(staffSide.getByRole("button", { name: "Verificando sua conta…" })).toBeDisabled();
    await expect(staffSide.getByRole("button", { name: "Entrar com Google" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
  });
});

test.describe("hydration", () => {
  test("/ fills in the badge and the heart from storage with no warning or error in the console", async ({ page }) => {
    const messages = watchConsole(page);
    await returningShopper(page);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Carrinho 2 itens" })).toBeVisible();
    await expect(productCard(page, "Latte").getByRole("button", { name: "Favoritar Latte" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(productCard(page, "Cubano").getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled();
    expect(messages).toEqual([]);
  });

  test("a product page and /Carrinho hydrate without a warning or error", async ({ page }) => {
    const messages = watchConsole(page);
    await returningShopper(page);
    await page.goto("/product/Latte");
    await expect(page.getByRole("button", { name: "Favoritar Latte" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Carrinho 2 itens" })).toBeVisible();
    await page.goto("/Carrinho");
    await expect(page.getByRole("heading", { level: 3, name: "Latte" })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test("a press while the app starts, before React first renders the page, throws nothing; the page then works", async ({
    page,
  }) => {
    // React's scheduler runs each render in a task it posts on a MessageChannel: those posts are
    // held, so the page stays between hydrateRoot and React's first render for as long as the test
    // likes (on a busy machine that moment is long). Remix's root has not decoded its data then.
    await page.addInitScript(() => {
      let holding = true;
      const held: (() => void)[] = [];
      const NativeChannel = window.MessageChannel;
      window.MessageChannel = class extends NativeChannel {
        constructor() {
          super();
          const port = this.port2;
          const post = port.postMessage.bind(port);
          port.postMessage = (message: unknown) => (holding ? void held.push(() => post(message)) : post(message));
        }
      };
      Object.assign(window, {
        releaseReact: () => {
          holding = false;
          for (const post of held.splice(0)) post();
        },
      });
    });
    await page.goto("/product/Latte");
    // hydrateRoot has the document (it marks its container); React's first render waits.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$"))))
      .toBe(true);
    // Presses React answers on a page not hydrated yet by hydrating it at once.
    await page.keyboard.press("Tab");
    await page.getByRole("heading", { level: 1, name: "Latte" }).click();

    await page.evaluate(() => (window as unknown as { releaseReact: () => void }).releaseReact());
    const heart = page.getByRole("button", { name: "Favoritar Latte" });
    await expect(heart).toBeEnabled();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  });

  test("/Carrinho paints its heading from the HTML, then the stored cart under it: the heading never moves", async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await returningShopper(page);
    // The HTML's frame, styled, before the app starts.
    const startApp = await openParsed(page, "/Carrinho");
    const headingBox = () =>
      page.evaluate(() => {
        const heading = document.querySelector("main h1");
        const box = heading?.getBoundingClientRect();
        return heading && box ? { text: heading.textContent, top: box.top, left: box.left } : null;
      });
    const parsed = await headingBox();
    await startApp();
    await expect(page.getByRole("heading", { level: 1, name: "Complete seu pedido" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Latte" })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    expect(parsed).toEqual({ ...(await headingBox()), text: "Carrinho" });
    expect(messages).toEqual([]);
  });

  test("/Admin's staff side says only what is true for everyone until the sign-in is known, then asks a signed-out visitor to sign in: nothing moves", async ({
    page,
  }) => {
    const signInHint = page.getByText("Entre com a conta Google cadastrada na equipe para começar.");
    const startApp = await openParsed(page, "/Admin");
    const staffSide = page.getByRole("region", { name: "Área da equipe" });
    await expect(staffSide.getByRole("button", { name: "Verificando sua conta…" })).toBeDisabled();
    await expect(staffSide.getByText("Os pedidos da loja chegam aqui ao vivo para a equipe")).toBeVisible();
    await expect(signInHint).toBeHidden();
    await startApp();
    await expect(staffSide.getByRole("button", { name: "Entrar com Google" })).toBeEnabled();
    await expect(signInHint).toBeVisible();
    await expect(page.getByText("Nenhum pedido recebido ainda.")).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("the URL's filter applies after hydration and opens the filter panel", async ({ page }) => {
    await page.goto("/?tipo=Gelado");
    await expect(page.getByRole("button", { name: "Gelado", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(productCard(page, "Cold Brew")).toBeVisible();
    await expect(productCard(page, "Latte")).toHaveCount(0);
  });

  test("client navigations after hydration ask the server for no data", async ({ page, baseURL }) => {
    await page.goto("/");
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      const ours = url.origin === new URL(baseURL ?? "").origin;
      // Code, fetched into the HTTP cache before it is imported (app/lib/platform/lazy-import.ts), is not data.
      if (
        ours &&
        !url.pathname.startsWith("/assets/") &&
        (["fetch", "xhr", "document"].includes(request.resourceType()) || /\.data$|__manifest/.test(url.pathname))
      )
        dataRequests.push(`${request.resourceType()} ${url.pathname}${url.search}`);
    });
    await productCard(page, "Latte").getByRole("link", { name: "Latte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible();
    await page.getByRole("radio", { name: "Pequeno" }).check();
    await page.getByRole("radio", { name: "Integral" }).check();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(page.getByRole("link", { name: "Carrinho 1 item" })).toBeVisible();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    await expect(page.getByRole("heading", { level: 3, name: "Latte" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Cafeteria — página inicial" }).click();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    expect(dataRequests).toEqual([]);
  });
});

test.describe("offline, after one visit", () => {
  test.use({ serviceWorkers: "allow" });

  test("/product/Latte opened directly is Latte's own page, not the home page", async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const response = await page.goto("/product/Latte");
    expect(response?.fromServiceWorker()).toBe(true);
    // The HTML itself, before any script: Latte's page, with Latte's title.
    const html = (await response?.text()) ?? "";
    expect(html).toContain("<title>Latte — Cafeteria</title>");
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible();

    await page.goto("/product/Irland%C3%AAs");
    await expect(page.getByRole("heading", { level: 1, name: "Irlandês" })).toBeVisible();
    await page.goto("/nao/existe");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  });
});
