import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Page } from "@playwright/test";
import sirv from "sirv";

import { appEnv, shopWhatsApp } from "../playwright.config";
import { headersFor } from "../scripts/headers";
import {
  addFromHome,
  cartBadgeCount,
  expect,
  fillAddress,
  pendingOrder,
  productCard,
  test,
  waitForServiceWorker,
} from "./fixtures";

// What the service worker does is what this file tests.
test.use({ serviceWorkers: "allow" });

test.describe("offline, after one visit", () => {
  test("browse, add to cart, fail a CEP lookup with a hint, confirm an order, see it on /Admin", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await productCard(page, "Cold Brew").getByRole("link", { name: "Cold Brew" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cold Brew" })).toBeVisible();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect.poll(() => cartBadgeCount(page)).toBe(1);

    await page.goto("/Carrinho");
    await expect(page.getByRole("heading", { level: 3, name: "Cold Brew" })).toBeVisible();
    // Chromium 156 leaves navigator.onLine true in a document the service worker served while
    // the context was offline (Playwright's emulation, not a real connection): set it again.
    await context.setOffline(false);
    await context.setOffline(true);
    await page.getByLabel("CEP", { exact: true }).fill("50030-170");
    const failure = page.getByRole("alert").filter({ hasText: "Não foi possível consultar o CEP agora." });
    await expect(failure).toContainText("sem conexão");

    // The lookup needs the network; everything after it is local.
    await context.setOffline(false);
    await page.getByLabel("CEP", { exact: true }).fill("");
    await fillAddress(page, "51020-000", "10");
    await context.setOffline(true);
    await page.getByRole("radio", { name: "Cartão de débito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    await expect(page).toHaveURL(/\/order-done$/);
    // Saved here; the shop gets it when the connection returns (e2e/inbox.spec.ts follows it there).
    await expect(page.getByRole("status").filter({ hasText: "conexão" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Enviar pedido pelo WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${shopWhatsApp}\\?text=.*Cold%20Brew`),
    );

    await page.goto("/Admin");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByText("1x Cold Brew")).toBeVisible();
  });
});

test.describe("installable", () => {
  test("the page links a pt-BR manifest with our icons in 192, 512 and maskable", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const response = await request.get("/manifest.webmanifest");
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      lang: "pt-BR",
      short_name: "Cafeteria",
      display: "standalone",
      start_url: "/",
      theme_color: "#6b3e1f",
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.headers()["content-type"], icon.src).toBe("image/png");
    }
  });
});

/**
 * A deploy, seen from a browser: a second server of the same build whose sw.js changes when
 * `deploy()` is called, as a new build's does. Each test gets its own, so the shared server of
 * the other tests never sees a new version.
 */
async function startDeployableShop(): Promise<{ url: string; deploy: () => void; server: Server }> {
  const root = new URL("../build/client", import.meta.url).pathname;
  const serviceWorker = readFileSync(`${root}/sw.js`, "utf8");
  let version = 1;
  const files = sirv(root, {
    single: true,
    dev: true,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(headersFor(pathname, appEnv))) res.setHeader(name, value);
    },
  });
  const server = createServer((req, res) => {
    if (req.url?.split("?")[0] === "/sw.js") {
      for (const [name, value] of Object.entries(headersFor("/sw.js", appEnv))) res.setHeader(name, value);
      res.setHeader("Content-Type", "text/javascript");
      res.end(`${serviceWorker}\n// deploy ${version}\n`);
      return;
    }
    files(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, deploy: () => void version++, server };
}

test.describe("a new deploy", () => {
  // Each test visits, deploys and navigates several times under a service worker.
  test.describe.configure({ timeout: 90_000 });

  let shop: Awaited<ReturnType<typeof startDeployableShop>>;
  test.beforeEach(async () => {
    shop = await startDeployableShop();
  });
  test.afterEach(async () => {
    // The browser's idle keep-alive connections would hold close() open for seconds.
    shop.server.closeAllConnections();
    await new Promise((resolve) => shop.server.close(resolve));
  });

  /** Deploys, and has the open page find the new worker, which then waits. */
  async function deploy(page: Page) {
    shop.deploy();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  }

  async function visitThenDeploy(page: Page) {
    await page.goto(`${shop.url}/`);
    await waitForServiceWorker(page);
    await deploy(page);
  }

  /**
   * The paths of the documents the page loads from now on: none while it stays the same page. A
   * load the update restarts (after a slow takeover) shows twice.
   */
  function documentLoads(page: Page): string[] {
    const paths: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }

  /** Marks the page's window: a reload forgets the mark. */
  async function markWindow(page: Page) {
    await page.evaluate(() => void Object.assign(window, { sameDocument: true }));
  }

  function hasMark(page: Page): Promise<boolean> {
    return page.evaluate(() => "sameDocument" in window);
  }

  test('asks "Nova versão disponível — atualizar" and takes over on the button', async ({ page }) => {
    await visitThenDeploy(page);
    const prompt = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
    await expect(prompt).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "atualizar" }).click();
    await reloaded;
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
  });

  test("a link to another page loads the new version there", async ({ page }) => {
    await visitThenDeploy(page);
    await expect(page.getByText("Nova versão disponível")).toBeVisible();
    const documents = documentLoads(page);
    await productCard(page, "Latte").getByRole("link", { name: "Latte" }).click();
    // A full load that first lets the waiting service worker take over: slow on a busy machine.
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => [...new Set(documents)]).toEqual(["/product/Latte"]);
    await expect(page.getByText("Nova versão disponível")).toHaveCount(0);
  });

  test("back, searching and filtering keep the page and what was typed; then a link takes the new version", async ({
    page,
  }) => {
    await page.goto(`${shop.url}/`);
    await waitForServiceWorker(page);
    await productCard(page, "Latte").getByRole("link", { name: "Latte" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible();
    await deploy(page);
    const prompt = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
    await expect(prompt).toBeVisible();
    const documents = documentLoads(page);
    await markWindow(page);

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.getByRole("button", { name: "Tradicional", exact: true }).click();
    await expect(page).toHaveURL(/\?tipo=Tradicional$/);
    const search = page.getByRole("searchbox", { name: "Buscar por nome" });
    await search.focus();
    // Key by key at a shopper's pace: each one is a navigation that must not reload the page.
    for (const typed of ["l", "la", "lat", "latt", "latte"]) {
      await page.keyboard.press(typed.slice(-1));
      await expect(page).toHaveURL(new RegExp(`\\?nome=${typed}&tipo=Tradicional$`));
    }
    await expect(page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 })).toHaveText([
      "Latte",
    ]);
    await expect(search).toHaveValue("latte");
    await expect(search).toBeFocused();
    await expect(prompt).toBeVisible();
    expect(await hasMark(page)).toBe(true);
    expect(documents).toEqual([]);

    await productCard(page, "Latte").getByRole("link", { name: "Latte" }).click();
    // A full load that first lets the waiting service worker take over: slow on a busy machine.
    await expect(page.getByRole("heading", { level: 1, name: "Latte" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => [...new Set(documents)]).toEqual(["/product/Latte"]);
    expect(await hasMark(page)).toBe(false);
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
  });

  test("a checkout lands on its confirmation without a reload, and the prompt stays", async ({ page }) => {
    await page.goto(`${shop.url}/`);
    await waitForServiceWorker(page);
    await addFromHome(page, "Latte");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    await deploy(page);
    const prompt = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
    await expect(prompt).toBeVisible();
    const documents = documentLoads(page);

    await fillAddress(page, "50030-170", "125");
    await page.getByRole("radio", { name: "Cartão de débito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page).toHaveURL(/\/order-done$/);
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!");
    await expect(prompt).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("an order refused while a newer version waits asks for a reload, stays saved, and the new version sends it", async ({
    page,
  }) => {
    await visitThenDeploy(page);
    await expect(page.getByText("Nova versão disponível")).toBeVisible();
    // Written by this page's version in a shape the deployed rules refuse (here: a price they no longer take).
    const checkoutId = `old-tab-order-of-process-${process.pid}`;
    const order = pendingOrder({
      checkoutId,
      cart: [{ image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 11.5, quantity: 1 }],
    });
    const stored = async () =>
      (JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as Record<string, unknown>[])[0];
    await page.evaluate((value) => {
      localStorage.setItem("orders", JSON.stringify([value]));
      window.dispatchEvent(new Event("online"));
    }, order);
    await expect.poll(async () => (await stored())?.inboxError, { timeout: 20_000 }).toMatch(/recarregue a página/);
    expect(await stored()).toMatchObject({ checkoutId, inbox: "pending" });

    await page.goto(`${shop.url}/order-done`);
    const notice = page.getByRole("alert").filter({ hasText: "Saiu uma versão nova da loja" });
    await expect(notice).toContainText("Ele continua salvo neste aparelho");
    await expect(page.getByText("A cafeteria não pôde receber")).toHaveCount(0);
    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: "Recarregar a página" }).click();
    await reloaded;
    // The new version sent it: the shop's answer now is its own (this forged price stays refused).
    await expect(page.getByRole("alert")).toContainText("A cafeteria não pôde receber este pedido", {
      timeout: 20_000,
    });
    await expect(page.getByText("Nova versão disponível")).toHaveCount(0);
  });

  test("a tab the shopper comes back to checks for a new version", async ({ page }) => {
    await page.goto(`${shop.url}/`);
    await waitForServiceWorker(page);
    shop.deploy();
    const prompt = page.getByRole("status").filter({ hasText: "Nova versão disponível" });
    // The check is set up once the registration settles, a moment after the worker controls the page.
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(prompt).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });
});
