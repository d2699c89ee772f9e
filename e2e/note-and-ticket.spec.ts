import type { Locator } from "@playwright/test";

import { confirmOrder, expect, readyToOrder, shopOrder, shownNumber, test } from "./fixtures";

/** CSS pixels are 1/96 inch. */
const printedWidthMm = (ticket: Locator) =>
  ticket.evaluate((element) => (element.getBoundingClientRect().width / 96) * 25.4);

test.describe("the shopper's note and the kitchen ticket", () => {
  // Two devices, sign-in, Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("the note and the CPF reach /order-done and staff; Imprimir pedido prints only the ticket", async ({
    shop: { shopper: page, staff },
  }) => {
    await page.goto("/");
    await readyToOrder(page, "Latte");
    const note = page.getByLabel("Observações");
    await note.fill("sem açúcar\nportão azul");
    await expect(page.getByText("22/140 caracteres")).toBeVisible();
    await expect(note).toHaveAttribute("maxlength", "140");
    // "CPF na nota": wrong check digits are refused beside the field, the rest of the form kept.
    const cpf = page.getByLabel("CPF na nota");
    await cpf.fill("529.982.247-24");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByText("CPF inválido: confira os 11 números.")).toBeVisible();
    await expect(cpf).toHaveAttribute("aria-invalid", "true");
    await expect(note).toHaveValue("sem açúcar\nportão azul");
    await cpf.fill("529.982.247-25");
    const id = await confirmOrder(page);
    await expect(page.getByRole("article").getByText("529.982.247-25")).toBeVisible();
    await expect(page.getByRole("article").getByText("sem açúcar portão azul")).toBeVisible();

    const order = shopOrder(staff, id);
    await expect(order.getByText("sem açúcar portão azul")).toBeVisible({ timeout: 20_000 });

    // The print dialog is the browser's: count the calls instead of opening it.
    await staff.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => void counted.printCalls++;
    });
    await order.getByRole("button", { name: "Imprimir pedido" }).click();
    await expect.poll(() => staff.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    // The short number of the day, the one called out at the counter; the card and the ticket say the same.
    const number = await shownNumber(order);
    expect(number).toMatch(/^\d{3}$/);
    expect(await shownNumber(page.getByRole("article"))).toBe(number);
    const ticket = staff.getByRole("region", { name: `Comanda do pedido nº ${number}` });
    await expect(ticket).toBeHidden();
    await staff.emulateMedia({ media: "print" });
    await expect(ticket).toBeVisible();
    for (const text of [
      `Pedido nº ${number}`,
      "1x Latte",
      "Obs.: sem açúcar portão azul",
      "Entrega: Rua do Bom Jesus, 10 — Recife, Recife/PE — CEP 50030-170",
      "Pagamento: Cartão de crédito na entrega",
      "CPF na nota: 529.982.247-25",
      "Taxa de entrega: R$ 5,00",
      "Total: R$ 17,50",
    ])
      await expect(ticket.getByText(text)).toBeVisible();
    // Nothing of the page but the ticket is printed.
    await expect(staff.getByRole("heading", { level: 1, name: "Pedidos Recebidos" })).toBeHidden();
    await expect(staff.getByRole("banner")).toBeHidden();
    await expect(order).toBeHidden();
    // An 80 mm roll prints 72 mm.
    expect(await printedWidthMm(ticket)).toBeCloseTo(72, 0);

    // A 58 mm printer on this device: the ticket is laid out for its 48 mm, every line inside it, and the choice
    // is remembered.
    await staff.emulateMedia({ media: "screen" });
    await staff.getByLabel("Papel da comanda").selectOption("58 mm");
    await staff.reload();
    await expect(staff.getByLabel("Papel da comanda")).toHaveValue("58", { timeout: 20_000 });
    await staff.evaluate(() => {
      window.print = () => {};
    });
    await shopOrder(staff, id).getByRole("button", { name: "Imprimir pedido" }).click();
    await staff.emulateMedia({ media: "print" });
    await expect(ticket.getByText("Obs.: sem açúcar portão azul")).toBeVisible();
    expect(await printedWidthMm(ticket)).toBeCloseTo(48, 0);
    expect(await ticket.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
