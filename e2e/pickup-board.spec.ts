/**
 * Issue 59: "Nome para chamar" and "Celular (WhatsApp)" at checkout, the counter's board at /painel, and staff's
 * "Avisar no WhatsApp".
 */
import type { Page } from "@playwright/test";

import { pickupDelivery } from "~/lib/shop";

import { addFromHome, confirmOrder, expect, shopOrder, shownNumber, test } from "./fixtures";

/** A pickup of one Latte by card, with the name to call and the mobile typed as people type them. */
async function orderPickupAs(page: Page, name: string, mobile: string): Promise<number> {
  await page.goto("/");
  await addFromHome(page, "Latte");
  await page.goto("/Carrinho");
  await page.getByRole("group", { name: "Como receber" }).getByRole("radio", { name: "Retirar na loja" }).check();
  await page.getByLabel("Nome para chamar").fill(name);
  await page.getByLabel("Celular (WhatsApp)").fill(mobile);
  await page.getByRole("radio", { name: "Cartão de crédito" }).check();
  return confirmOrder(page);
}

const column = (board: Page, name: string) => board.getByRole("region", { name });

test.describe("the pickup board and the WhatsApp notice", () => {
  // Three devices and Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 150_000 });

  test("a pickup's name reaches staff and the board, which shows it made, then ready, until it is picked up", async ({
    page,
    openStaff,
    newDevice,
  }) => {
    const id = await orderPickupAs(page, "Ana Clara", "(81) 99876-5432");
    await expect(page.getByText("Chamar por")).toBeVisible();
    const staff = await openStaff();
    const card = shopOrder(staff, id);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText("Chamar por")).toBeVisible();
    await expect(card.getByText("(81) 99876-5432")).toBeVisible();
    const number = await shownNumber(card);

    const board = await newDevice();
    await board.goto("/painel");
    await expect(board.getByRole("heading", { level: 1, name: "Painel de retirada" })).toBeVisible();
    await expect(board.getByText("Carregando o painel…")).toHaveCount(0, { timeout: 20_000 });

    const status = card.getByLabel("Status");
    await status.selectOption("Em preparo");
    const listed = (name: string) =>
      column(board, name)
        .getByRole("listitem")
        .filter({ hasText: `nº ${number}` });
    await expect(listed("Em preparo")).toHaveText(`nº ${number}Ana Clara`, { timeout: 20_000 });
    await expect(card.getByRole("link", { name: "Avisar no WhatsApp" })).toHaveCount(0);

    await status.selectOption("Pronto para retirada");
    await expect(listed("Prontos para retirada")).toBeVisible({ timeout: 20_000 });
    await expect(listed("Em preparo")).toHaveCount(0);
    const notice = card.getByRole("link", { name: "Avisar no WhatsApp" });
    const href = new URL((await notice.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://wa.me/5581998765432");
    expect(href.searchParams.get("text")).toBe(
      `Oi, Ana Clara! Seu pedido nº ${number} está pronto para retirada na Cafeteria.`,
    );

    await status.selectOption("Retirado");
    await expect(listed("Prontos para retirada")).toHaveCount(0, { timeout: 20_000 });
  });

  test("a ready order nobody picked up leaves the board after 15 minutes; a delivery is never on it", async ({
    openStaff,
    newDevice,
    placeOrder,
  }) => {
    // The board is the shop's, shared by every test running: each looks only at its own orders' names.
    const pickup = await placeOrder({
      mode: "pickup",
      address: null,
      delivery: { ...pickupDelivery },
      callName: "Bia",
    });
    const delivery = await placeOrder({ phone: "81998765432" });
    const staff = await openStaff();
    const board = await newDevice();
    await board.clock.install();
    await board.goto("/painel");
    const ready = column(board, "Prontos para retirada");

    await expect(shopOrder(staff, delivery)).toBeVisible({ timeout: 20_000 });
    await shopOrder(staff, delivery).getByLabel("Status").selectOption("Saiu para entrega");
    const deliveryNotice = shopOrder(staff, delivery).getByRole("link", { name: "Avisar no WhatsApp" });
    const text = new URL((await deliveryNotice.getAttribute("href")) ?? "").searchParams.get("text");
    expect(text).toMatch(/^Oi! Seu pedido nº \d+ da Cafeteria saiu para entrega\.$/);

    const deliveryNumber = await shownNumber(shopOrder(staff, delivery));
    await shopOrder(staff, pickup).getByLabel("Status").selectOption("Pronto para retirada");
    await expect(ready.getByText("Bia")).toBeVisible({ timeout: 20_000 });
    await expect(board.getByText(`nº ${deliveryNumber}`)).toHaveCount(0);
    await board.clock.fastForward("14:00");
    await expect(ready.getByText("Bia")).toBeVisible();
    await board.clock.fastForward("01:30");
    await expect(ready.getByText("Bia")).toHaveCount(0);
  });
});
