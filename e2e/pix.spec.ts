import type { Locator } from "@playwright/test";
import { create } from "qrcode";

import { baseURL, shopPixKey } from "../playwright.config";
import { hasValidCrc, readPixCode } from "../tests/support/pix-reader";
import {
  addFromHome,
  expect,
  expectNoAxeViolations,
  fillAddress,
  seedStorage,
  shopOrder,
  shownOrderId,
  test,
} from "./fixtures";

/** "R$ 31,90" → "31.90": how the Pix code writes a total shown in pt-BR. */
function pixAmountOf(shown: string): string {
  const match = /R\$\s*([\d.]+),(\d{2})/.exec(shown.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no amount in "${shown}"`);
  return `${(match[1] ?? "").replace(/\./g, "")}.${match[2] ?? ""}`;
}

/** The dark modules of the QR code of `text`, as our SVG draws them: one unit square each. */
function expectedQrPath(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.data[row * modules.size + column]) path += `M${column} ${row}h1v1h-1z`;
  return path;
}

/** The Pix panel holds the code for exactly this order, and its QR code draws that code. */
async function expectPixCodeFor(panel: Locator, order: { id: number; amount: string }): Promise<string> {
  const field = panel.getByRole("textbox", { name: "Pix copia e cola" });
  await expect(field).toHaveAttribute("readonly", "");
  const code = await field.inputValue();
  expect(hasValidCrc(code), `CRC of ${code}`).toBe(true);
  expect(readPixCode(code)).toMatchObject({
    gui: "br.gov.bcb.pix",
    key: shopPixKey,
    amount: order.amount,
    txid: String(order.id),
    name: "Cafeteria",
    city: "Recife",
  });
  const qr = panel.getByRole("img", { name: "QR Code Pix" });
  await expect(qr).toBeVisible();
  expect(await qr.locator("path").getAttribute("d")).toBe(expectedQrPath(code));
  return code;
}

test.describe("paying with Pix", () => {
  // Two devices, sign-in, Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("a Pix order shows its QR code and code for the exact total; staff confirm and the shopper sees it live", async ({
    shop: { shopper: page, staff },
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

    await page.goto("/");
    await addFromHome(page, "Latte", 2);
    await addFromHome(page, "Expresso Tradicional");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    await fillAddress(page, "50030170", "10");
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByText("Entrega", { exact: true })).toBeVisible();
    const total = await summary.getByRole("definition").last().textContent();
    const pix = page.getByRole("radio", { name: "Pix" });
    await expect(pix).toHaveAccessibleDescription(/o código para pagar aparece depois que você confirmar o pedido/);
    await pix.check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();

    await expect(page).toHaveURL(/\/order-done$/);
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    // The Pix txid is the order's long id, its identity; people read its short number of the day.
    const id = await shownOrderId(page);
    const panel = page.getByRole("region", { name: "Pague com Pix" });
    await expect(panel).toBeVisible();
    const amount = pixAmountOf(total ?? "");
    // 2 × Latte and an Expresso Tradicional, R$ 31,90, and delivery in Recife, R$ 5,00.
    expect(amount).toBe("36.90");
    const code = await expectPixCodeFor(panel, { id, amount });
    await expect(page.getByText("Pix — Pagamento a confirmar")).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole("button", { name: "Copiar código Pix" }).click();
    await expect(panel.getByRole("status")).toHaveText(/^Código Pix copiado!/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // The same code wherever the shopper sees the order.
    await page.goto("/Admin");
    const own = shopOrder(page, id);
    expect(await expectPixCodeFor(own, { id, amount })).toBe(code);
    await page.goto("/order-done");
    await expect(panel).toBeVisible();
    // A phone cannot scan its own screen: there the code to copy comes before the QR Code.
    await page.setViewportSize({ width: 390, height: 844 });
    const top = async (control: Locator) => (await control.boundingBox())?.y ?? Number.NaN;
    const copyTop = await top(panel.getByRole("button", { name: "Copiar código Pix" }));
    expect(copyTop).toBeLessThan(await top(panel.getByRole("img", { name: "QR Code Pix" })));
    await page.setViewportSize({ width: 1280, height: 720 });

    const atShop = shopOrder(staff, id);
    await expect(atShop).toBeVisible({ timeout: 20_000 });
    await expect(atShop.getByText("Pix — Pagamento a confirmar")).toBeVisible();
    await atShop.getByRole("button", { name: "Confirmar pagamento Pix" }).click();
    await expect(atShop.getByText("Pix — Pix recebido")).toBeVisible();
    await expect(atShop.getByRole("button", { name: "Confirmar pagamento Pix" })).toHaveCount(0);

    await expect(page.getByText("Pix — Pix recebido")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Pix recebido. Obrigado!")).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test("where the browser will not copy, the button selects the code for the shopper to copy", async ({ page }) => {
    const order = {
      id: 1_732_000_000_123,
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
      paymentMethod: "pix",
      changeFor: null,
      cart: [
        {
          image: "/coffees/expresso-tradicional.svg",
          type: "Tradicional",
          description: "Expresso Tradicional",
          price: 6.9,
          quantity: 1,
        },
      ],
      status: "Pendente",
      payment: null,
    };
    await seedStorage(page, { orders: JSON.stringify([order]) });
    // As on plain http: no Clipboard API at all.
    await page.addInitScript(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
    await page.goto("/order-done");
    const panel = page.getByRole("region", { name: "Pague com Pix" });
    const code = await expectPixCodeFor(panel, { id: order.id, amount: "6.90" });

    await panel.getByRole("button", { name: "Copiar código Pix" }).click();
    await expect(panel.getByRole("status")).toHaveText(/o código está selecionado/);
    const field = panel.getByRole("textbox", { name: "Pix copia e cola" });
    await expect(field).toBeFocused();
    expect(
      await field.evaluate((element: HTMLTextAreaElement) =>
        element.value.slice(element.selectionStart, element.selectionEnd),
      ),
    ).toBe(code);
  });
});
