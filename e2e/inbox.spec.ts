import type { BrowserContext, Page } from "@playwright/test";

import {
  addFromHome,
  answerSignInDialog,
  expect,
  expectNoAxeViolations,
  fillAddress,
  LIVE_LIST_NOTE,
  pendingOrder,
  readyToOrder,
  seedStorage,
  shopOrder,
  shownNumber,
  shownOrderId,
  signIn,
  STAFF_EMAIL,
  test,
  waitForServiceWorker,
} from "./fixtures";

test.describe("the shop's inbox", () => {
  // Two devices, sign-in, Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("an order reaches the staff live; the status staff set reaches the customer; staff delete it", async ({
    shop: { shopper: page, staff },
  }) => {
    await page.goto("/");
    await readyToOrder(page, "Latte");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    const id = await shownOrderId(page);
    await expect(page.getByText("Situação: Pendente")).toBeVisible();

    const order = shopOrder(staff, id);
    await expect(order).toBeVisible({ timeout: 20_000 });
    await expect(order.getByText("1x Latte")).toBeVisible();
    await expect(order.getByText("Rua do Bom Jesus, 10 — Recife, Recife/PE — CEP 50030-170")).toBeVisible();
    await expect(order.getByText("Cartão de crédito")).toBeVisible();
    await expect(order.getByLabel("Status")).toHaveValue("Pendente");

    await order.getByLabel("Status").selectOption("Em preparo");
    await expect(page.getByText("Situação: Em preparo")).toBeVisible({ timeout: 20_000 });
    await order.getByLabel("Status").selectOption("Saiu para entrega");
    await expect(page.getByText("Situação: Saiu para entrega")).toBeVisible({ timeout: 20_000 });

    staff.once("dialog", (question) => void question.accept());
    await order.getByRole("button", { name: "Excluir pedido" }).click();
    await expect(order).toHaveCount(0);
    // Reloading while the deletion is still on its way asks first (e2e/staff-actions.spec.ts).
    staff.on("dialog", (leave) => void leave.accept());
    await staff.reload();
    await expect(staff.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
    await expect(shopOrder(staff, id)).toHaveCount(0);
  });

  test("two shoppers confirming in the same millisecond both reach the staff, each order with its own number", async ({
    shop: { shopper: page, staff },
    newDevice,
  }) => {
    const other = await newDevice();
    await page.goto("/");
    await other.goto("/");
    await readyToOrder(page, "Latte");
    await readyToOrder(other, "Capuccino");
    // Both clocks stop at the same millisecond: both orders get the same number; the second to
    // reach the shop finds it taken and takes the next (the number is the Pix txid: never two).
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await other.clock.setFixedTime(now);
    await Promise.all([
      page.getByRole("button", { name: "Confirmar pedido" }).click(),
      other.getByRole("button", { name: "Confirmar pedido" }).click(),
    ]);
    for (const shopper of [page, other]) {
      await expect(shopper.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    }
    await expect(async () => {
      expect(await shownOrderId(page)).not.toBe(await shownOrderId(other));
    }).toPass({ timeout: 20_000 });
    const [first, second] = [await shownOrderId(page), await shownOrderId(other)];
    await expect(shopOrder(staff, first)).toHaveCount(1, { timeout: 20_000 });
    await expect(shopOrder(staff, first).getByText("1x Latte")).toBeVisible();
    await expect(shopOrder(staff, second)).toHaveCount(1, { timeout: 20_000 });
    await expect(shopOrder(staff, second).getByText("1x Capuccino")).toBeVisible();
  });

  test("an order to Olinda pays Olinda's fee, stored in the order and shown to staff", async ({
    shop: { shopper: page, staff },
  }) => {
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
    await fillAddress(page, "53020140", "7");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByRole("definition").nth(1)).toHaveText("R$ 8,00");
    await expect(summary.getByRole("definition").last()).toHaveText("R$ 20,50");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    await expect(page.getByText("R$ 8,00", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Chegada prevista entre \d\d:\d\d e \d\d:\d\d\.$/)).toBeVisible();
    await expect(page.getByText("R$ 20,50")).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
      delivery?: unknown;
    }[];
    expect(stored.at(-1)?.delivery).toEqual({ fee: 8, minMinutes: 40, maxMinutes: 60 });

    const order = shopOrder(staff, await shownOrderId(page));
    await expect(order).toBeVisible({ timeout: 20_000 });
    await expect(order.getByText("R$ 8,00", { exact: true })).toBeVisible();
    await expect(order.getByRole("definition").filter({ hasText: /^entre \d\d:\d\d e \d\d:\d\d$/ })).toBeVisible();
    await expect(order.getByText("R$ 20,50")).toBeVisible();
  });

  test("a pickup order needs no address, pays no fee and reaches staff as Retirada, on the card and the ticket", async ({
    shop: { shopper: page, staff },
  }) => {
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
    const receive = page.getByRole("group", { name: "Como receber" });
    await expect(receive.getByRole("radio", { name: "Entrega" })).toBeChecked();
    await receive.getByRole("radio", { name: "Retirar na loja" }).check();
    await expect(page.getByLabel("CEP", { exact: true })).toBeHidden();
    await expect(receive).toContainText("Rua do Bom Jesus, 200 — Recife/PE");
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByText("Pronto em 10–15 min")).toBeVisible();
    await expect(summary.getByRole("definition").last()).toHaveText("R$ 12,50");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    await expect(page.getByText("Na loja: Rua do Bom Jesus, 200 — Recife/PE (pronto em 10–15 min)")).toBeVisible();
    await expect(page.getByText("Taxa de entrega")).toHaveCount(0);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as unknown[];
    expect(stored.at(-1)).toMatchObject({ mode: "pickup", address: null, delivery: { fee: 0 } });

    const id = await shownOrderId(page);
    const order = shopOrder(staff, id);
    await expect(order).toBeVisible({ timeout: 20_000 });
    await expect(order.getByText("Retirada", { exact: true }).first()).toBeVisible();
    await expect(order.getByText("Na loja: Rua do Bom Jesus, 200 — Recife/PE (pronto em 10–15 min)")).toBeVisible();
    await expect(order.getByText("R$ 12,50").last()).toBeVisible();

    await staff.evaluate(() => {
      window.print = () => undefined;
    });
    await order.getByRole("button", { name: "Imprimir pedido" }).click();
    await staff.emulateMedia({ media: "print" });
    const ticket = staff.getByRole("region", { name: `Comanda do pedido nº ${await shownNumber(order)}` });
    await expect(ticket).toBeVisible();
    for (const text of ["RETIRADA", "Retirada na loja", "Pagamento: Cartão de crédito na retirada", "Total: R$ 12,50"])
      await expect(ticket.getByText(text, { exact: true })).toBeVisible();
    await expect(ticket.getByText(/Taxa de entrega/)).toHaveCount(0);
  });

  test.describe("offline", () => {
    // The order waits in the outbox of a page the service worker serves.
    test.use({ serviceWorkers: "allow" });

    test("an order confirmed offline says so, then reaches the shop once when the connection returns", async ({
      page,
      context,
      openStaff,
    }) => {
      await page.goto("/");
      await waitForServiceWorker(page);
      await readyToOrder(page, "Cubano");
      await context.setOffline(true);
      await page.getByRole("button", { name: "Confirmar pedido" }).click();
      // Not "confirmado" while the shop does not have it.
      await expect(page.getByRole("heading", { name: "Pedido salvo neste aparelho" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "conexão" })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
      const id = await shownOrderId(page);

      await context.setOffline(false);
      await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 30_000 });
      await expect(page.getByRole("status").filter({ hasText: "conexão" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });

      const staff = await openStaff();
      await expect(shopOrder(staff, id)).toHaveCount(1, { timeout: 20_000 });
      await expect(shopOrder(staff, id).getByText("1x Cubano")).toBeVisible();
      // A later visit finds nothing left to send: still one.
      await page.goto("/order-done");
      await expect(page.getByText("Situação: Pendente")).toBeVisible();
      await staff.reload();
      await expect(staff.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
      await expect(shopOrder(staff, id)).toHaveCount(1);
    });

    /** Confirms the cart's order with the connection cut: kept on the device, the outbox's send asked for at once. */
    async function confirmOffline(page: Page, context: BrowserContext): Promise<number> {
      await context.setOffline(true);
      await page.getByRole("button", { name: "Confirmar pedido" }).click();
      await expect(page.getByRole("status").filter({ hasText: "salvo neste aparelho" })).toBeVisible();
      return shownOrderId(page);
    }

    test.describe("before the service worker has the shop", () => {
      // A first visit: the outbox's code was never loaded before the connection went.
      test.use({ serviceWorkers: "block" });

      test.beforeEach(async ({ page }) => {
        // The confirmation's page was seen once, so its own code is there offline (the outbox's is not).
        await page.goto("/order-done");
        await page.getByRole("link", { name: "Escolher um café" }).click();
        await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();
      });

      test("with /order-done left open, the order leaves within 10 s of the connection's return, and the page says so", async ({
        page,
        context,
        openStaff,
      }) => {
        await readyToOrder(page, "Árabe");
        const id = await confirmOffline(page, context);

        await context.setOffline(false);
        await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 10_000 });
        await expect(page.getByText("salvo neste aparelho")).toHaveCount(0);
        const staff = await openStaff();
        await expect(shopOrder(staff, id)).toHaveCount(1, { timeout: 20_000 });
        await expect(shopOrder(staff, id).getByText("1x Árabe")).toBeVisible();
      });

      test("on another page of the shop, the order leaves within 10 s of the connection's return", async ({
        page,
        context,
        openStaff,
      }) => {
        await readyToOrder(page, "Macchiato");
        const id = await confirmOffline(page, context);
        await page.getByRole("link", { name: "Voltar para a loja" }).click();
        await expect(page.getByRole("heading", { name: "Nossos cafés" })).toBeVisible();

        await context.setOffline(false);
        const stored = async () =>
          (JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as { inbox?: string }[])[0];
        await expect.poll(async () => (await stored())?.inbox, { timeout: 10_000 }).toBe("sent");
        const staff = await openStaff();
        await expect(shopOrder(staff, id)).toHaveCount(1, { timeout: 20_000 });
        await expect(shopOrder(staff, id).getByText("1x Macchiato")).toBeVisible();
      });
    });
  });

  test("a signed-in shopper who is not staff sees only this device's orders on /Admin, and is told why", async ({
    page,
    newDevice,
  }) => {
    const other = await newDevice();
    await other.goto("/");
    await readyToOrder(other, "Árabe");
    await other.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(other.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    const othersId = await shownOrderId(other);
    await other.context().close();

    await page.goto("/");
    const email = `bia.${Date.now()}.${process.pid}@exemplo.com.br`;
    await signIn(page, "Bia Lima", email);
    await readyToOrder(page, "Mocaccino");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    const ownId = await shownOrderId(page);

    await page.goto("/Admin");
    await expect(page.getByText("Estes são os pedidos feitos neste aparelho.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Área da equipe" })).toContainText(
      `A conta ${email} não está cadastrada na equipe`,
    );
    await expect(page.getByRole("button", { name: "Entrar com Google" })).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(shopOrder(page, ownId)).toBeVisible();
    await expect(shopOrder(page, othersId)).toHaveCount(0);
    await expect(page.getByText(LIVE_LIST_NOTE)).toHaveCount(0);
  });

  test("staff signing in with /Admin's own button get the shop's orders there", async ({ page }) => {
    await page.goto("/Admin");
    const staffSide = page.getByRole("region", { name: "Área da equipe" });
    await staffSide.getByRole("button", { name: "Entrar com Google" }).click();
    await answerSignInDialog(page, "Equipe", STAFF_EMAIL);
    await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
    await expect(staffSide).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Painéis da loja" })).toBeVisible();
  });

  test("an order the shop's rules refuse says so in pt-BR, and stays on the device", async ({ page }) => {
    // Waiting in the outbox from an earlier visit, with more of one line than the rules allow.
    const refused = pendingOrder({
      checkoutId: `refused-order-of-process-${process.pid}`,
      cart: [{ image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 150 }],
    });
    await seedStorage(page, { orders: JSON.stringify([refused]) });
    await page.goto("/order-done");
    await expect(page.getByRole("alert")).toContainText("A cafeteria não pôde receber este pedido pela internet", {
      timeout: 20_000,
    });
    await expect(page.getByText("150x Latte")).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
      id: number;
      inbox: string;
    }[];
    expect(stored).toEqual([expect.objectContaining({ id: refused.id, inbox: "rejected" })]);
  });
});
