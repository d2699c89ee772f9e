/**
 * "Meus endereços": a delivery's address is offered at the next checkout, on this device and, signed in, on any;
 * and a shopper not signed in is told their order earns no stamps.
 */
import {
  addFromHome,
  confirmOrder,
  expect,
  expectNoAxeViolations,
  readyToOrder,
  signIn,
  test,
  waitForHydration,
} from "./fixtures";

const BOM_JESUS = "Rua do Bom Jesus, 10, sala 2 — Recife, Recife/PE";
const STAMPS_HINT = /^Entre com sua conta Google antes de pedir para juntar selos/;

async function orderToBomJesus(page: import("@playwright/test").Page) {
  await readyToOrder(page, "Latte");
  await page.getByLabel("Complemento").fill("sala 2");
  await confirmOrder(page);
}

async function toTheCartWith(page: import("@playwright/test").Page, description: string) {
  await page.goto("/");
  await waitForHydration(page);
  await addFromHome(page, description);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Carrinho/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Complete seu pedido" })).toBeVisible();
}

test.describe("Meus endereços", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the last delivery's address fills the next order's in one tap", async ({ page }) => {
    await page.goto("/");
    await orderToBomJesus(page);

    await toTheCartWith(page, "Cubano");
    await expect(page.getByLabel("CEP", { exact: true })).toHaveValue("");
    // Not signed in: the order would earn no stamps, and the cart says how it would.
    await expect(page.getByText(STAMPS_HINT)).toBeVisible();
    const saved = page.getByRole("group", { name: "Meus endereços" });
    await saved.getByRole("button", { name: BOM_JESUS }).click();
    await expect(page.getByLabel("CEP", { exact: true })).toHaveValue("50030-170");
    await expect(page.getByLabel("Número")).toHaveValue("10");
    await expect(page.getByLabel("Complemento")).toHaveValue("sala 2");
    await expect(page.getByLabel("Cidade")).toHaveValue("Recife");
    await expectNoAxeViolations(page);
    // Kept as the form's draft: a reload shows it filled.
    await page.reload();
    await expect(page.getByLabel("Número")).toHaveValue("10");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    // Ready to confirm (a second order of one account within 30 s would wait for its quota).
    await expect(page.getByRole("button", { name: "Confirmar pedido" })).toBeEnabled();
  });

  test("signed in, the account's addresses follow the shopper to another device", async ({ page, newDevice }) => {
    const email = `lia.${Date.now()}.${process.pid}@exemplo.com.br`;
    await page.goto("/");
    await waitForHydration(page);
    await signIn(page, "Lia Campos", email);
    await orderToBomJesus(page);

    const other = await newDevice();
    await other.goto("/");
    await waitForHydration(other);
    await signIn(other, "Lia Campos", email);
    await toTheCartWith(other, "Cubano");
    const saved = other.getByRole("group", { name: "Meus endereços" });
    await expect(saved.getByRole("button", { name: BOM_JESUS })).toBeVisible({ timeout: 20_000 });
    await expect(other.getByText(STAMPS_HINT)).toHaveCount(0);
  });
});
