import type { Page, Route } from "@playwright/test";

import { firestoreEmulatorHost } from "../playwright.config";
import { catalogueLine, ordersInEmulator } from "../scripts/inbox-clients";
import {
  confirmOrder,
  expect,
  LIVE_LIST_NOTE,
  readyToOrder,
  shopOrder,
  shownNumber,
  test,
  waitForServiceWorker,
} from "./fixtures";

/** The note of one of staff's changes not saved at the shop yet ("Excluir o pedido nº …: Salvando…"). */
function changeNote(page: Page, label: string) {
  return page.getByText(new RegExp(`^${label}: `));
}

/** Accepts (and counts) the question the page asks before it unloads with changes unsaved. */
function acceptLeaving(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

/** Firestore's write stream: held, its writes stay on the page, as on a connection that has not carried them yet. */
const WRITES = "**/google.firestore.v1.Firestore/Write/**";

async function holdWrites(page: Page): Promise<void> {
  await page.route(WRITES, (route: Route) => {
    void route;
  });
}

/** The status of order `id` as the shop's database holds it. */
async function storedStatus(id: number): Promise<string | undefined> {
  return (await ordersInEmulator(firestoreEmulatorHost)).find((order) => order.number === id)?.status;
}

async function reloadShopInbox(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
}

test.describe("staff's changes are saved at the shop, or say they are not", () => {
  // Two or three devices, sign-ins and Firestore round trips on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("a deletion then a reload at once: the order stays gone, here and on another staff device", async ({
    placeOrder,
    openStaff,
  }) => {
    test.slow();
    const id = await placeOrder();
    const staff = await openStaff();
    const other = await openStaff();
    await expect(shopOrder(staff, id)).toBeVisible({ timeout: 20_000 });
    await expect(shopOrder(other, id)).toBeVisible({ timeout: 20_000 });

    // The reload comes before the connection carries the deletion: the page has only its own copy.
    await holdWrites(staff);
    const asked = acceptLeaving(staff);
    const number = await shownNumber(shopOrder(staff, id));
    await shopOrder(staff, id).getByRole("button", { name: "Excluir pedido" }).click();
    await expect(shopOrder(staff, id)).toHaveCount(0);
    // "Excluir pedido" asks first (e2e/order-removed.spec.ts).
    expect(asked).toEqual(["confirm"]);
    const note = changeNote(staff, `Excluir o pedido nº ${number}`);
    await expect(note).toHaveText(/Salvando…$/);
    await expect(shopOrder(other, id)).toHaveCount(1);
    await staff.unroute(WRITES);
    await reloadShopInbox(staff);
    expect(asked).toEqual(["confirm", "beforeunload"]);
    await expect(shopOrder(staff, id)).toHaveCount(0);
    // Saved: the note leaves, and the order is gone from the shop for everyone.
    await expect(note).toHaveCount(0, { timeout: 20_000 });
    await expect(shopOrder(other, id)).toHaveCount(0, { timeout: 20_000 });
    await reloadShopInbox(other);
    await expect(shopOrder(other, id)).toHaveCount(0);
    await reloadShopInbox(staff);
    await expect(shopOrder(staff, id)).toHaveCount(0);
  });

  test("a status move not yet carried to the shop survives a reload at once, and reaches the other devices", async ({
    page,
    openStaff,
  }) => {
    test.slow();
    await page.goto("/");
    await readyToOrder(page, "Cubano");
    const id = await confirmOrder(page);
    const staff = await openStaff();
    const other = await openStaff();
    const status = shopOrder(staff, id).getByLabel("Status");
    await expect(status).toHaveValue("Pendente", { timeout: 20_000 });

    await holdWrites(staff);
    const asked = acceptLeaving(staff);
    await status.selectOption("Em preparo");
    const note = changeNote(staff, `Mudar o pedido nº ${await shownNumber(shopOrder(staff, id))} para Em preparo`);
    await expect(note).toHaveText(/Salvando…$/);
    await expect(shopOrder(other, id).getByLabel("Status")).toHaveValue("Pendente");

    await staff.unroute(WRITES);
    await reloadShopInbox(staff);
    expect(asked).toEqual(["beforeunload"]);
    await expect(status).toHaveValue("Em preparo");
    await expect(note).toHaveCount(0, { timeout: 20_000 });
    await expect(shopOrder(other, id).getByLabel("Status")).toHaveValue("Em preparo", { timeout: 20_000 });
    await expect(page.getByText("Situação: Em preparo")).toBeVisible({ timeout: 20_000 });
    await reloadShopInbox(staff);
    await expect(status).toHaveValue("Em preparo");
  });

  test.describe("offline", () => {
    // These go offline: what /Admin loads then comes from the precache.
    test.use({ serviceWorkers: "allow" });

    test("offline, a deletion says it is not saved and asks before leaving; back online it reaches the shop", async ({
      placeOrder,
      openStaff,
    }) => {
      test.slow();
      const id = await placeOrder({ cart: [catalogueLine("Macchiato", 1)] });
      const staff = await openStaff();
      const other = await openStaff();
      await expect(shopOrder(staff, id)).toBeVisible({ timeout: 20_000 });

      // Offline, the code a change loads comes from the precache, as on a tablet that has opened /Admin before.
      await waitForServiceWorker(staff);
      await staff.context().setOffline(true);
      staff.once("dialog", (question) => void question.accept());
      const number = await shownNumber(shopOrder(staff, id));
      await shopOrder(staff, id).getByRole("button", { name: "Excluir pedido" }).click();
      await expect(shopOrder(staff, id)).toHaveCount(0);
      const note = changeNote(staff, `Excluir o pedido nº ${number}`);
      await expect(note).toHaveText(`Excluir o pedido nº ${number}: Não salvo — sem conexão; tentaremos de novo.`);
      await expect(note).toHaveAttribute("role", "status");

      // Closing the page asks first; staff stay.
      const asked: string[] = [];
      staff.once("dialog", (dialog) => {
        asked.push(dialog.type());
        void dialog.dismiss();
      });
      await staff.close({ runBeforeUnload: true });
      await expect.poll(() => asked).toEqual(["beforeunload"]);
      await expect(note).toBeVisible();
      await expect(shopOrder(other, id)).toHaveCount(1);

      await staff.context().setOffline(false);
      await expect(note).toHaveCount(0, { timeout: 30_000 });
      await expect(shopOrder(other, id)).toHaveCount(0, { timeout: 20_000 });
      await reloadShopInbox(other);
      await expect(shopOrder(other, id)).toHaveCount(0);
    });

    test("a change the shop refuses says why, stays off the order, and staff dismiss it", async ({
      placeOrder,
      openStaff,
    }) => {
      test.slow();
      const id = await placeOrder({ cart: [catalogueLine("Árabe", 1)] });
      const staff = await openStaff();
      const other = await openStaff();
      const status = shopOrder(staff, id).getByLabel("Status");
      await expect(status).toHaveValue("Pendente", { timeout: 20_000 });

      // This device moves it while offline; meanwhile another delivers it, and a delivered order stays delivered.
      await waitForServiceWorker(staff);
      await staff.context().setOffline(true);
      await status.selectOption("Em preparo");
      const number = await shownNumber(shopOrder(staff, id));
      const note = changeNote(staff, `Mudar o pedido nº ${number} para Em preparo`);
      await expect(note).toHaveText(/Não salvo — sem conexão; tentaremos de novo\.$/);
      await shopOrder(other, id).getByLabel("Status").selectOption("Entregue");
      await expect.poll(() => storedStatus(id), { timeout: 20_000 }).toBe("Entregue");

      await staff.context().setOffline(false);
      const refusal = staff.getByRole("alert").filter({ hasText: `Mudar o pedido nº ${number} para Em preparo` });
      await expect(refusal).toContainText('Não salvo — o pedido já está em "Entregue".', { timeout: 30_000 });
      await expect(status).toHaveValue("Entregue");
      await refusal.getByRole("button", { name: "Dispensar aviso" }).click();
      await expect(refusal).toHaveCount(0);
      await reloadShopInbox(staff);
      await expect(status).toHaveValue("Entregue");
      await expect(note).toHaveCount(0);
    });
  });
});
