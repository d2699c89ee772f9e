import { remixGlobals } from "../app/lib/platform/remix-internals";
import { chooseInSheet, expect, productCard, seedStorage, test, waitForHydration } from "./fixtures";

test.describe("shell", () => {
  test("header: logo home, location, cart link without a badge at 0", async ({ page }) => {
    await page.goto("/product/Latte");
    const header = page.getByRole("banner");
    await expect(header.getByText("Recife, PE")).toBeVisible();
    const cart = header.getByRole("link", { name: "Carrinho" });
    await expect(cart).toHaveAccessibleName("Carrinho");
    await header.getByRole("link", { name: "Cafeteria — página inicial" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the badge shows the sum of quantities once something is added", async ({ page }) => {
    await page.goto("/");
    const card = productCard(page, "Latte");
    await card.getByRole("button", { name: "Aumentar quantidade" }).click();
    await card.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await chooseInSheet(page, "Latte");
    await expect(page.getByRole("link", { name: "Carrinho 2 itens" })).toBeVisible();
    await productCard(page, "Cubano").getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(page.getByRole("link", { name: "Carrinho 3 itens" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: "Carrinho 3 itens" })).toBeVisible();
  });

  test("an unknown route answers 404 and shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/nao/existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByText("Erro 404")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
  });

  test("an error response shows its status in the error page, inside the shell", async ({ page }) => {
    await page.goto("/nao/existe");
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    // A form posted to a route that takes none: the router answers 405.
    await page.evaluate((routerGlobal) => {
      const globals = window as unknown as Record<string, { navigate: (to: string, opts: object) => void }>;
      globals[routerGlobal]?.navigate("/nao/existe", { formMethod: "post", formData: new FormData() });
    }, remixGlobals.router);
    await expect(page.getByRole("heading", { name: "405 Method Not Allowed" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Recife, PE")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toBeVisible();
  });

  test("a corrupted cart in localStorage does not crash, valid lines survive, and the next write drops the rest", async ({
    page,
  }) => {
    const latte = { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 2 };
    const stored = JSON.stringify([latte, { description: 42 }, "garbage"]);
    await seedStorage(page, { cart: stored, orders: "{oops" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Carrinho 2 itens" })).toBeVisible();
    // A read never writes.
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBe(stored);
    expect(await page.evaluate(() => localStorage.getItem("orders"))).toBe("{oops");
    await productCard(page, "Latte").getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await chooseInSheet(page, "Latte");
    await expect(page.getByRole("link", { name: "Carrinho 3 itens" })).toBeVisible();
    // The older line is the Latte with its defaults now: the same as the one just chosen.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cart"))) ?? "null")).toEqual([
      { ...latte, quantity: 3, choices: { Tamanho: ["Pequeno"], Leite: ["Integral"] } },
    ]);
  });

  test("invalid JSON in the cart reads as an empty cart", async ({ page }) => {
    await seedStorage(page, { cart: "not json at all" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Carrinho", exact: true })).toBeVisible();
  });

  test("a new page scrolls to the top; back restores the position", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/");
    // A client navigation: before the app runs, the prerendered link loads a new document.
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Irlandês" });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Irlandês" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

test.describe("route module failures", () => {
  // page.route cannot see what a service worker answers from its cache: these test the network path.
  test.use({ allowPageErrors: true, serviceWorkers: "block" });

  test("a chunk that keeps failing reloads exactly once, then shows the error page", async ({ page }) => {
    await page.route(/\/assets\/product\._description-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/product/Latte");
    await expect(page.getByRole("heading", { name: "Algo deu errado" })).toBeVisible();
    await expect(page.getByText("Não foi possível carregar esta página")).toBeVisible();
    expect(documents).toHaveLength(2);
  });

  test("a page whose chunk fails during a navigation is loaded at its own URL, once", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    // Gone while the home page is open (a deploy removed it), there again for the next load.
    await page.route(/\/assets\/product\._description-[^/]*\.js$/, async (route) => {
      if (documents.length < 2) await route.fulfill({ status: 404, body: "" });
      else await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    await productCard(page, "Latte").getByRole("link", { name: "Latte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/Latte$/);
    expect(documents).toEqual(["/", "/product/Latte"]);
  });

  test("a page whose chunk keeps failing says so, with Tentar de novo and a link home, and never loops", async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.route(/\/assets\/product\._description-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await waitForHydration(page);
    await productCard(page, "Latte").getByRole("link", { name: "Latte" }).click();
    await expect(page.getByText("Não foi possível carregar esta página")).toBeVisible();
    await expect(page).toHaveURL(/\/product\/Latte$/);
    expect(documents).toEqual(["/", "/product/Latte"]);
    await expect(page.getByRole("link", { name: "Voltar para a página inicial" })).toBeVisible();

    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await expect.poll(() => documents.length).toBe(3);
    await expect(page.getByText("Não foi possível carregar esta página")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tentar de novo" })).toBeVisible();
    expect(documents).toEqual(["/", "/product/Latte", "/product/Latte"]);
  });

  test("an add to cart whose route chunk fails loads the page the shopper is on, once, and then works", async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.route(/\/assets\/Carrinho-[^/]*\.js$/, async (route) => {
      if (documents.length < 2) await route.fulfill({ status: 404, body: "" });
      else await route.continue();
    });
    await page.goto("/?tipo=Gelado");
    await productCard(page, "Cold Brew").getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect.poll(() => documents).toEqual(["/", "/"]);
    await expect(page).toHaveURL(/\/\?tipo=Gelado$/);
    await productCard(page, "Cold Brew").getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(page.getByRole("link", { name: "Carrinho 1 item" })).toBeVisible();
    expect(documents).toEqual(["/", "/"]);
  });

  test("a chunk that fails at boot recovers after the one reload", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    // Gone for the first page load (the early preload and the guard's probe both meet it), back after.
    await page.route(/\/assets\/product\._description-[^/]*\.js$/, async (route) => {
      if (documents.length < 2) await route.fulfill({ status: 404, body: "" });
      else await route.continue();
    });
    await page.goto("/product/Latte");
    // The prerendered heading is there from the start: the app running is what shows recovery.
    await expect(page.getByRole("button", { name: "Aumentar quantidade" })).toBeEnabled();
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible();
    expect(documents).toHaveLength(2);
  });
});
