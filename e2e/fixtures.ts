import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  test as base,
} from "@playwright/test";

import { findProduct } from "../app/lib/catalogue/catalogue";
import { optionGroupsOf } from "../app/lib/catalogue/catalogue-options";
import type { InboxOrderInput } from "../app/lib/orders/order-document";
import { authEmulatorHost, baseURL, firestoreEmulatorHost } from "../playwright.config";
import {
  catalogueLine,
  type InboxClient,
  inboxClient,
  sampleOrder,
  sendAsTheOutbox,
  signInWithEmail,
} from "../scripts/inbox-clients";
import { storedLatteOrder } from "../tests/support/orders";

interface ShopFixtures {
  /** Uncaught page errors collected during the test; the test fails if any remain unexpected. */
  pageErrors: Error[];
  /** Set to true in a test that provokes a page error on purpose. */
  allowPageErrors: boolean;
}

/** Prepares a device's page before it opens anything: init scripts, the clock. */
type Prepare = (page: Page) => Promise<unknown>;

interface DeviceFixtures {
  /**
   * The two-device set-up: the shopper (the test's own page) and staff on a device of their own,
   * signed in on /Admin with the shop's live list shown before the test's body starts.
   */
  shop: { shopper: Page; staff: Page };
  /** Another device signed in as staff on /Admin, its live list shown; `prepare` runs first. */
  openStaff: (prepare?: Prepare) => Promise<Page>;
  /**
   * Another device (a shopper's phone, staff's tablet): its own context, storage and sign-in
   * (`storageState` starts it as a device that kept one), closed when the test ends. Its uncaught errors fail the test, as the page's do.
   */
  newDevice: (storageState?: StorageState) => Promise<Page>;
  /**
   * An order sent as a shopper's phone sends it, by the app's own inbox client in Node, from an
   * anonymous account of its own (or signed in to Google as `signedInAs`): a Latte to Recife on credit unless
   * `overrides` say otherwise. For tests whose subject is what staff do with an order; answers its number.
   */
  placeOrder: (overrides?: Partial<InboxOrderInput>, options?: { signedInAs?: string }) => Promise<number>;
}

interface WorkerFixtures {
  /** Staff's signed-in browser storage (Firebase Auth keeps the user in IndexedDB), made once per worker. */
  staffStorage: StorageState;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export const test = base.extend<ShopFixtures & DeviceFixtures & { cspViolations: string[] }, WorkerFixtures>({
  // The sign-in itself is auth.spec.ts's subject: each staff device starts from one made once, as a returning device would.
  staffStorage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto("/");
      await signIn(page, "Equipe", STAFF_EMAIL);
      await page.getByRole("link", { name: /^Carrinho/ }).waitFor();
      const storage = await context.storageState({ indexedDB: true });
      await context.close();
      await use(storage);
    },
    { scope: "worker" },
  ],
  allowPageErrors: [false, { option: true }],
  pageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      if (!allowPageErrors) expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  // The app is served with the production CSP: anything it blocks fails the test, in every tab.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) => watchCsp(page, violations);
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  newDevice: async ({ browser, allowPageErrors, serviceWorkers }, use) => {
    const contexts: BrowserContext[] = [];
    const errors: Error[] = [];
    const violations: string[] = [];
    await use(async (storageState) => {
      // As the test's own page: with workers allowed, every staff or shopper device precached the whole build (128 files).
      const context = await browser.newContext({ baseURL, storageState, serviceWorkers });
      contexts.push(context);
      context.on("page", (page) => {
        page.on("pageerror", (error) => errors.push(error));
        watchCsp(page, violations);
      });
      return context.newPage();
    });
    for (const context of contexts) await context.close();
    if (!allowPageErrors) expect(errors, "uncaught errors in another device's page").toEqual([]);
    expect(violations, "Content-Security-Policy violations in another device's page").toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern.
  placeOrder: async ({}, use) => {
    const clients: InboxClient[] = [];
    await use(async (overrides = {}, { signedInAs } = {}) => {
      const client = inboxClient({ authHost: authEmulatorHost, firestoreHost: firestoreEmulatorHost });
      clients.push(client);
      if (signedInAs) await signInWithEmail(client, signedInAs);
      const order = sampleOrder(Date.now(), {
        checkoutId: randomUUID(),
        paymentMethod: "credito",
        changeFor: null,
        cart: [catalogueLine("Latte", 1)],
        ...overrides,
      });
      const sent = await sendAsTheOutbox(client, order);
      if (sent.kind !== "created") throw new Error(`the shop did not take order ${order.id}: ${sent.kind}`);
      return order.id;
    });
    await Promise.all(clients.map((client) => client.close()));
  },
  openStaff: async ({ newDevice, staffStorage }, use) => {
    await use(async (prepare) => {
      const page = await newDevice(staffStorage);
      await prepare?.(page);
      await openShopInbox(page);
      return page;
    });
  },
  shop: async ({ page, openStaff }, use) => {
    await use({ shopper: page, staff: await openStaff() });
  },
});

export { expect };

/** Collects what the served Content-Security-Policy blocks in `page`, as the browser reports it. */
function watchCsp(page: Page, violations: string[]) {
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

/** What React and Remix say in the console while hydrating: any warning or error is a finding. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  let registrationBlocked = false;
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const text = message.text();
    // The config blocks service workers: a page idle long enough to register one hears so, and says it failed.
    if (text === SW_BLOCKED) registrationBlocked = true;
    else if (!(registrationBlocked && text.startsWith(SW_NOT_REGISTERED))) messages.push(text);
  });
  return messages;
}

const SW_BLOCKED = "Service Worker registration blocked by Playwright";
const SW_NOT_REGISTERED = "The service worker could not be registered:";

/** Runs axe on the page as it is now; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  // Passes and incomplete checks are never read: listing each of their nodes made /Admin's scan a third slower.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/** Puts raw values into localStorage before the app boots, as a returning shopper's browser would have them. */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

export function productCard(page: Page, description: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: description, exact: true }) });
}

/** Adds a product from its card on the home page and waits for the badge to count it. */
export async function addFromHome(page: Page, description: string, quantity = 1) {
  const card = productCard(page, description);
  for (let i = 1; i < quantity; i++) await card.getByRole("button", { name: "Aumentar quantidade" }).click();
  await expect(card.locator("output")).toHaveText(String(quantity));
  const before = await cartBadgeCount(page);
  await card.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await chooseInSheet(page, description);
  await expect.poll(() => cartBadgeCount(page)).toBe(before + quantity);
}

/** A drink with required choices asks them in a sheet from its card: the first of each, as a quick shopper picks. */
export async function chooseInSheet(page: Page, description: string) {
  const product = findProduct(description);
  const required = product ? optionGroupsOf(product).filter((group) => group.required) : [];
  if (required.length === 0) return;
  const sheet = page.getByRole("dialog", { name: `Escolha seu ${description}` });
  for (const group of required) await sheet.getByRole("group", { name: group.name }).getByRole("radio").first().check();
  await sheet.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await expect(sheet).toBeHidden();
}

/** The number in the header's cart badge; 0 when the badge is hidden. */
export async function cartBadgeCount(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .textContent()) ?? "";
  const match = /(\d+)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** Types a CEP the way a shopper does and waits for the lookup to fill the city. */
export async function fillAddress(page: Page, cep: string, numero: string, complemento = "") {
  await page.getByLabel("CEP", { exact: true }).fill(cep);
  await expect(page.getByLabel("Cidade")).not.toHaveValue("");
  await page.getByLabel("Número").fill(numero);
  if (complemento) await page.getByLabel("Complemento").fill(complemento);
}

/** Waits until the service worker has precached the shop and controls this page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The scripts this page evaluated (its workers' own aside) whose text holds `marker`. */
export async function scriptsWith(page: Page, marker: string): Promise<string[]> {
  const workers = new Set(page.workers().map((worker) => worker.url()));
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.endsWith(".js")),
  );
  const urls = loaded.filter((url) => !workers.has(url));
  expect(urls.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const url of urls) if ((await (await page.request.get(url)).text()).includes(marker)) found.push(url);
  return found;
}

/** Signs in through the emulator's stand-in for Google's popup; the same e-mail is the same user. */
export async function signIn(page: Page, name: string, email: string) {
  await page.getByRole("banner").getByRole("button", { name: "Entrar" }).click();
  await answerSignInDialog(page, name, email);
}

/** Fills in and sends the emulator's account dialog a sign-in button opened. */
export async function answerSignInDialog(page: Page, name: string, email: string) {
  const dialog = page.getByRole("dialog", { name: "Entrar com Google (emulador)" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("banner").getByText(name)).toBeVisible();
}

/** The demo staff scripts/emulators.ts seeds: a Dono, whom the staff devices sign in as, and an Equipe account. */
export const STAFF_EMAIL = "dono@cafeteria.test";
const TEAM_EMAIL = "equipe@cafeteria.test";

/** What the staff's list says of itself once it is live. */
export const LIVE_LIST_NOTE = "Os pedidos em andamento e os das últimas 24 horas, ao vivo";

/** Signs a fresh device in as the demo Equipe account and opens /Admin, its live list shown. */
export async function openAsTeam(page: Page) {
  await page.goto("/");
  await signIn(page, "Bia da Equipe", TEAM_EMAIL);
  await openShopInbox(page);
}

/** Opens /Admin on a device staff are signed in on, once the shop's live list is there. */
async function openShopInbox(page: Page) {
  await page.goto("/Admin");
  await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
}

/** Opens one of /Admin's panels ("Pedidos", "Loja", "Cupons", "Fechamento do dia", …) from its menu: its region. */
export async function openPanel(page: Page, name: string): Promise<Locator> {
  const link = page.getByRole("navigation", { name: "Painéis da loja" }).getByRole("link", { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
  return page.getByRole("region", { name, exact: true });
}

/** An order's card by its identity, the long id (the card shows its short number of the day). */
export function shopOrder(page: Page, id: number) {
  return page.locator(`article[data-order-id="${id}"]`);
}

/** The long id of the order /order-done shows. */
export async function shownOrderId(page: Page): Promise<number> {
  const id = await page.getByRole("article").getAttribute("data-order-id");
  if (!id) throw new Error("no order on the page");
  return Number(id);
}

/** The number people read on an order's card, or on /order-done's: "047" once the shop numbered it. */
export async function shownNumber(card: Locator): Promise<string> {
  const name = await card.evaluate((element) => {
    const heading = element.getAttribute("aria-labelledby");
    const label = element.getAttribute("aria-label");
    return heading ? (document.getElementById(heading)?.textContent ?? "") : (label ?? "");
  });
  const match = /Pedido nº (\d+)/.exec(name);
  if (!match?.[1]) throw new Error(`no order number in "${name}"`);
  return match[1];
}

/** Confirms the cart's order (readyToOrder) and answers its number once the shop has it. */
export async function confirmOrder(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
  return shownOrderId(page);
}

/**
 * The prerendered home page is on screen before the app runs: its links would make full page
 * loads until then. Its controls are disabled until hydration, so an enabled one says it happened.
 */
export async function waitForHydration(page: Page) {
  // The first card shown: a filtered home page may not show a given coffee.
  await expect(page.getByRole("button", { name: "Adicionar ao carrinho" }).first()).toBeEnabled();
}

/** Fills the cart with `quantity` of `product` and the address (Recife), paying by card; the caller confirms. */
export async function readyToOrder(page: Page, product: string, quantity = 1) {
  await addFromHome(page, product, quantity);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Carrinho/ })
    .click();
  await fillAddress(page, "50030170", "10");
  await page.getByRole("radio", { name: "Cartão de crédito" }).check();
}

/**
 * An order stored on this device and waiting in the outbox, as an earlier visit left it: a Latte
 * to Rua do Sol, Recife, with Recife's delivery; `overrides` make it what the test needs.
 */
export function pendingOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return storedLatteOrder({
    id: Date.now(),
    checkoutId: `pending-order-of-process-${process.pid}`,
    address: {
      rua: "Rua do Sol",
      bairro: "Santo Antônio",
      cidade: "Recife",
      uf: "PE",
      numero: "7",
      complemento: "",
      cep: "50010000",
      origem: "cep",
    },
    ...overrides,
  });
}

/** Where the app's start is marked on the page: shifts before it are the parser's, not the app's. */
const APP_START = "__appStartedAt";

/**
 * Opens `url` with the app's scripts held until the whole HTML is parsed and painted; the answer
 * lets them run. A starved CPU paints half-parsed pages (seen in CI: the filter panel's button
 * alone, then the panel), which is the browser's doing and not the app's taking over.
 */
export async function openParsed(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return async () => {
    await page.evaluate((mark) => Object.assign(window, { [mark]: performance.now() }), APP_START);
    release();
  };
}

/** openParsed, then the app starts at once. */
export async function openParsedThenStartApp(page: Page, url: string): Promise<void> {
  const startApp = await openParsed(page, url);
  await startApp();
}

/**
 * The page's layout shifts since the app started (openParsed), as Chrome counts them
 * for CLS, read after the next frame so the last render's are in.
 */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    (mark) =>
      new Promise<number[]>((resolve) => {
        const startedAt = (window as unknown as Record<string, number>)[mark] ?? 0;
        const shifts: number[] = [];
        const take = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput && entry.startTime >= startedAt) shifts.push(entry.value);
        };
        const observer = new PerformanceObserver((list) => take(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            take(observer.takeRecords());
            observer.disconnect();
            resolve(shifts);
          }, 0),
        );
      }),
    APP_START,
  );
}
