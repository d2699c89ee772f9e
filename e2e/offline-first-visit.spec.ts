import type { BrowserContext, Locator, Page } from "@playwright/test";

import { firestoreEmulatorHost } from "../playwright.config";
import { catalogueLine, ordersInEmulator } from "../scripts/inbox-clients";
import {
  expect,
  LIVE_LIST_NOTE,
  pendingOrder,
  readyToOrder,
  seedStorage,
  shopOrder,
  shownNumber,
  shownOrderId,
  test,
  waitForHydration,
} from "./fixtures";

// A first visit with the service worker on: the connection goes before it could precache the shop.
test.use({ serviceWorkers: "allow" });

/** What the page says while something it needs waits for the connection. */
const WAITS = "Sem conexão: esta parte da página abre assim que a conexão voltar.";

/** The page never gives way to the error page, nor to the browser's own offline page. */
async function expectNoErrorPage(page: Page) {
  await expect(page.getByText("Algo deu errado")).toHaveCount(0);
  expect(page.url()).toMatch(/^http:/);
}

/** The page's documents from now on: the page is never reloaded to recover. */
function documentLoads(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Done offline, or said to wait for the connection and done once it is back. */
async function doneOrWaiting(page: Page, context: BrowserContext, done: Locator) {
  await expect(done.or(page.getByText(WAITS))).toBeVisible();
  await expectNoErrorPage(page);
  await context.setOffline(false);
  await expect(done).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(WAITS)).toHaveCount(0);
  await expectNoErrorPage(page);
}

const cartOfOne = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Carrinho 1 item/ });

const latteLine = JSON.stringify([
  { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 1 },
]);

test.describe("the connection lost right after the first paint of a first visit", () => {
  // Each test loads a page, goes offline and back, and some wait for the shop's inbox.
  test.describe.configure({ timeout: 90_000 });

  test("/: Adicionar ao carrinho", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const documents = documentLoads(page);
    await context.setOffline(true);
    // A drink with no required choice: one with them opens its sheet first.
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Cold Brew", exact: true }) })
      .getByRole("button", { name: "Adicionar ao carrinho" })
      .click();
    await doneOrWaiting(page, context, cartOfOne(page));
    expect(documents).toEqual([]);
  });

  test("a product page: Adicionar ao carrinho", async ({ page, context }) => {
    await page.goto("/product/Cold Brew");
    const add = page.getByRole("button", { name: "Adicionar ao carrinho" });
    await expect(add).toBeEnabled();
    const documents = documentLoads(page);
    await context.setOffline(true);
    await add.click();
    await doneOrWaiting(page, context, cartOfOne(page));
    expect(documents).toEqual([]);
  });

  test("/Carrinho: Confirmar pedido, kept on the device, then sent once", async ({ page, context }) => {
    await seedStorage(page, { cart: latteLine });
    await page.goto("/Carrinho");
    await expect(page.getByRole("heading", { level: 3, name: "Latte" })).toBeVisible();
    const documents = documentLoads(page);
    await context.setOffline(true);
    await page.getByRole("group", { name: "Como receber" }).getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    // Kept on the device at once; /order-done says it waits, or (its code not fetched yet) waits itself.
    const stored = async () =>
      (JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as { id: number }[])[0];
    await expect.poll(async () => (await stored())?.id).toBeDefined();
    const kept = page.getByRole("status").filter({ hasText: "salvo neste aparelho" });
    await doneOrWaiting(page, context, kept.or(page.getByRole("alert").filter({ hasText: "Pedido enviado" })));
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    const id = (await stored())?.id;
    await expect
      .poll(async () => (await ordersInEmulator(firestoreEmulatorHost)).filter((order) => order.number === id))
      .toHaveLength(1);
    expect(documents).toEqual([]);
  });

  for (const path of ["/order-done", "/pedidos"]) {
    test(`${path}: Pedir de novo`, async ({ page, context }) => {
      // An order of an earlier visit, kept on this device only.
      await seedStorage(page, { orders: JSON.stringify([pendingOrder({ inbox: undefined, status: "Entregue" })]) });
      await page.goto(path);
      const again = page.getByRole("button", { name: "Pedir de novo" });
      await expect(again).toBeEnabled();
      const documents = documentLoads(page);
      await context.setOffline(true);
      await again.click();
      await doneOrWaiting(page, context, page.getByRole("heading", { level: 3, name: "Latte" }));
      await expect(page).toHaveURL(/\/Carrinho$/);
      expect(documents).toEqual([]);
    });
  }

  test("/Admin: staff move an order, saved once the connection is back", async ({ placeOrder, openStaff }) => {
    const id = await placeOrder({ cart: [catalogueLine("Capuccino", 1)] });
    const staff = await openStaff();
    const status = shopOrder(staff, id).getByLabel("Status");
    await expect(status).toHaveValue("Pendente", { timeout: 20_000 });
    const documents = documentLoads(staff);
    await staff.context().setOffline(true);
    await status.selectOption("Em preparo");
    const number = await shownNumber(shopOrder(staff, id));
    const note = staff.getByText(new RegExp(`^Mudar o pedido nº ${number} para Em preparo: `));
    await expect(note).toHaveText(/Não salvo — sem conexão; tentaremos de novo\.$/);
    await expectNoErrorPage(staff);

    await staff.context().setOffline(false);
    await expect(note).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(async () => (await ordersInEmulator(firestoreEmulatorHost)).find((order) => order.number === id)?.status)
      .toBe("Em preparo");
    await expect(staff.getByText(LIVE_LIST_NOTE)).toBeVisible();
    await expectNoErrorPage(staff);
    expect(documents).toEqual([]);
  });

  test("the checkout: the form filled, the connection goes, Confirmar pedido; back online, staff get it once", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await readyToOrder(page, "Mocaccino");
    const documents = documentLoads(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    await expect(page.getByRole("heading", { name: "Pedido salvo neste aparelho" })).toBeVisible();
    const waiting = page.getByRole("status").filter({ hasText: "salvo neste aparelho" });
    await expect(waiting).toContainText("vai para a cafeteria assim que houver conexão");
    await expectNoErrorPage(page);
    const id = await shownOrderId(page);

    await context.setOffline(false);
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    await expect(waiting).toHaveCount(0);
    const arrived = async () => (await ordersInEmulator(firestoreEmulatorHost)).filter((order) => order.number === id);
    await expect.poll(arrived).toHaveLength(1);
    // Another visit finds nothing left to send: still one.
    await page.reload();
    await expect(page.getByText("Situação: Pendente")).toBeVisible();
    expect(await arrived()).toHaveLength(1);
    expect(documents).toEqual(["/order-done"]);
  });
});
