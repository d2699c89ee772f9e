/**
 * Issue 40, tables: staff print the tables' QR codes, a shopper orders from "Mesa 2" by one of them,
 * staff see "Mesa 2" on the order and its ticket; renewed codes refuse the old link. The settings
 * change what every test's orders meet, so playwright.config.ts runs this file with shop-settings.
 */
import jsQR from "jsqr";

import { firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import {
  addFromHome,
  confirmOrder,
  expect,
  expectNoAxeViolations,
  openPanel,
  shopOrder,
  shownNumber,
  test as base,
  waitForHydration,
} from "./fixtures";

const documents = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: "Bearer owner" };

/** Back to no settings, no areas and no tables' codes. */
async function resetTables() {
  const names: string[] = ["shop/settings"];
  for (const collection of ["deliveryAreas", "tableCodes"]) {
    const listed = (await (await fetch(`${documents}/${collection}?pageSize=300`, { headers: owner })).json()) as {
      documents?: { name: string }[];
    };
    names.push(...(listed.documents ?? []).map((entry) => entry.name.split("/documents/")[1] ?? ""));
  }
  for (const name of names) {
    const response = await fetch(`${documents}/${name}`, { method: "DELETE", headers: owner });
    if (!response.ok) throw new Error(`Could not reset ${name}: HTTP ${response.status}`);
  }
}

const test = base.extend<{ noTables: void }>({
  noTables: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      await resetTables();
      await use();
      await resetTables();
    },
    { auto: true },
  ],
});

/** What a phone's camera reads from the printed QR code: the image's pixels, decoded in Node. */
async function decodeQr(page: import("@playwright/test").Page, alt: string): Promise<string> {
  const pixels = await page.getByRole("img", { name: alt }).evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!code) throw new Error(`no QR code in "${alt}"`);
  return code.data;
}

/** Stubs print(), counting the calls and keeping the @page rules each one printed with. */
const countPrints = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { printCalls: number; printedPages: string[] };
    counted.printCalls = 0;
    counted.printedPages = [];
    window.print = () => {
      counted.printCalls++;
      const sheets = [...document.adoptedStyleSheets, ...document.styleSheets];
      const rules = sheets.flatMap((sheet) => [...sheet.cssRules]);
      counted.printedPages.push(...rules.filter((rule) => rule instanceof CSSPageRule).map((rule) => rule.cssText));
    };
  });
const printedPages = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { printedPages: string[] }).printedPages);
const prints = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

test.describe("ordering from a table", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the printed QR code orders to Mesa 2; renewed codes refuse the old link", async ({
    shop: { shopper: page, staff },
    newDevice,
  }) => {
    const shop = await openPanel(staff, "Loja");
    await shop.getByRole("spinbutton", { name: "Mesas" }).fill("3");
    await shop.getByRole("button", { name: "Salvar mesas" }).click();
    const print = shop.getByRole("button", { name: "Imprimir QR das mesas" });
    await expect(print).toBeVisible({ timeout: 20_000 });

    await countPrints(staff);
    await print.click();
    const sheet = staff.getByRole("region", { name: "Folha de QR das mesas" });
    await expect(sheet.getByRole("img")).toHaveCount(3, { timeout: 20_000 });
    await expect(sheet.getByText("Mesa 2", { exact: true })).toBeVisible();
    await expect.poll(() => prints(staff)).toBe(1);
    // On A4, within the shop's Content-Security-Policy (the fixtures fail the test on a violation).
    expect(await printedPages(staff)).toEqual(["@page { size: a4; margin: 10mm; }"]);
    await expectNoAxeViolations(staff);

    const link = new URL(await decodeQr(staff, "QR code da Mesa 2"));
    expect(link.pathname).toBe("/");
    expect(link.searchParams.get("mesa")).toBe("2");
    const oldLink = `/${link.search}`;

    await page.goto(oldLink);
    const note = page.getByText("Mesa 2", { exact: true });
    await expect(note).toBeVisible({ timeout: 15_000 });
    await expect(page).not.toHaveURL(/codigo=/);
    await waitForHydration(page);
    await addFromHome(page, "Latte");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    await expect(page.getByRole("radio", { name: "Na mesa 2" })).toBeChecked({ timeout: 15_000 });
    await expect(page.getByLabel("CEP")).toBeHidden();
    await page.getByRole("radio", { name: "Pagar no caixa" }).check();
    await expectNoAxeViolations(page);
    const id = await confirmOrder(page);

    await openPanel(staff, "Pedidos");
    const order = shopOrder(staff, id);
    await expect(order.getByText("Mesa 2").first()).toBeVisible({ timeout: 20_000 });
    await countPrints(staff);
    await order.getByRole("button", { name: "Imprimir pedido" }).click();
    await expect.poll(() => prints(staff)).toBe(1);
    // The roll's own size: the sheet's A4 page was for its print only.
    expect(await printedPages(staff)).toEqual([]);
    const ticket = staff.getByRole("region", { name: `Comanda do pedido nº ${await shownNumber(order)}` });
    await staff.emulateMedia({ media: "print" });
    await expect(ticket.getByText("Mesa 2", { exact: true })).toBeVisible();
    await expect(ticket.getByText("Servir na Mesa 2")).toBeVisible();
    await staff.emulateMedia({ media: "screen" });

    await openPanel(staff, "Loja");
    staff.once("dialog", (dialog) => void dialog.accept());
    await shop.getByRole("button", { name: "Trocar códigos" }).click();
    await expect(shop.getByText("Códigos trocados.", { exact: false })).toBeVisible({ timeout: 20_000 });

    const later = await newDevice();
    await later.goto(oldLink);
    await expect(later.getByRole("alert")).toHaveText(
      "Este QR code da mesa não vale mais. Peça ao atendente o QR code atual da mesa para pedir na mesa.",
      { timeout: 15_000 },
    );
    await expect(later.getByRole("button", { name: "Sair do modo mesa" })).toHaveCount(0);
  });
});
