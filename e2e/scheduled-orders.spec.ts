/**
 * Order ahead on /Admin (issue 38): a scheduled order waits in "Agendados", uncounted and unannounced,
 * until 30 minutes before its slot, when it joins the orders in progress as a new order would. The
 * shopper's client cannot send `scheduledFor` yet, so the orders are written past the rules; the
 * staff page's clock is Playwright's, moved on by the test.
 */
import type { Page } from "@playwright/test";

import { scheduledText } from "../app/lib/shop/order-schedule";
import { recifeAddress } from "../tests/support/orders";
import { expect, expectNoAxeViolations, shopOrder, test } from "./fixtures";
import { writeOrderPastRules } from "./past-orders";

const ADMIN_TITLE = "Pedidos recebidos — Cafeteria";
const MINUTE = 60 * 1000;
const SLOT = 15 * MINUTE;

/**
 * A Pendente order for `scheduledFor`, placed at `placedAt`: R$ 12,37 of Latte (a price no menu item has,
 * so its "Novo pedido: R$ 17,37" is no other test's) and R$ 5,00 of delivery.
 */
async function seedScheduledOrder(docId: string, placedAt: number, scheduledFor: number): Promise<number> {
  const id = placedAt;
  const fields = {
    id,
    checkoutId: docId,
    address: recifeAddress,
    paymentMethod: "credito",
    changeFor: null,
    cart: ["Latte\u001f12.37\u001f1"],
    status: "Pendente",
    payment: null,
    customerUid: `shopper-${docId}`,
    delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
    note: "",
    createdAt: new Date(placedAt),
    scheduledFor: new Date(scheduledFor),
  };
  await writeOrderPastRules(docId, fields);
  return id;
}

/** Before the app: a recording Notification that is granted, and a tab the test may hide. */
function installNotificationStub() {
  const page = window as unknown as Record<string, unknown>;
  const shown: string[] = [];
  page.__notifications = shown;
  class FakeNotification extends EventTarget {
    static permission = "granted";
    static async requestPermission() {
      return "granted";
    }
    constructor(title: string, options: { body?: string } = {}) {
      super();
      shown.push(`${title} | ${options.body ?? ""}`);
    }
    close() {}
  }
  page.Notification = FakeNotification;
  let hidden = false;
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  page.__setHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event("visibilitychange"));
  };
}

function notifications(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications);
}

/** Other tests place orders in the same inbox meanwhile: only this test's are looked at, by number. */
async function numbersIn(page: Page, ids: readonly number[]): Promise<number[]> {
  const titles = await page
    .getByRole("region", { name: "Agendados" })
    .getByRole("heading", { name: /^Pedido nº / })
    .allTextContents();
  return titles.map((title) => Number(title.replace(/\D/g, ""))).filter((id) => ids.includes(id));
}

/** The title's count against the Pendente cards outside "Agendados". */
async function expectTitleCountsActive(page: Page) {
  await expect(async () => {
    const pending = await page
      .getByRole("article")
      .getByLabel("Status")
      .evaluateAll(
        (selects) =>
          selects.filter(
            (select) =>
              (select as HTMLSelectElement).value === "Pendente" &&
              select.closest("section")?.querySelector("h2")?.textContent !== "Agendados",
          ).length,
      );
    expect(await page.title()).toBe(pending > 0 ? `(${pending}) ${ADMIN_TITLE}` : ADMIN_TITLE);
  }).toPass({ timeout: 20_000 });
}

test.describe("scheduled orders on /Admin", () => {
  // Sign-in and Firestore round trips on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test("wait in Agendados, earliest first and unannounced, and join the orders in progress 30 minutes before", async ({
    openStaff,
  }) => {
    const now = Date.now();
    // The first slot 45 to 60 minutes away; the second 15 minutes after it; a third a day after the first.
    const first = Math.ceil((now + 45 * MINUTE) / SLOT) * SLOT;
    const second = first + SLOT;
    const nextDay = first + 24 * 60 * MINUTE;
    const secondId = await seedScheduledOrder("scheduled-second", now - 3 * MINUTE, second);
    const firstId = await seedScheduledOrder("scheduled-first", now - 2 * MINUTE, first);
    const nextDayId = await seedScheduledOrder("scheduled-next-day", now - MINUTE, nextDay);
    const ids = [firstId, secondId, nextDayId];

    const staff = await openStaff(async (admin) => {
      await admin.addInitScript(installNotificationStub);
      await admin.clock.install({ time: now });
    });
    // Earliest slot first, each with its time.
    await expect.poll(() => numbersIn(staff, ids), { timeout: 20_000 }).toEqual(ids);
    await expect(shopOrder(staff, firstId).getByText(scheduledText(first, now), { exact: true })).toBeVisible();
    await expect(shopOrder(staff, nextDayId).getByText(scheduledText(nextDay, now), { exact: true })).toBeVisible();
    // Not waiting yet: left out of the count, and not announced.
    await expectTitleCountsActive(staff);
    const announcement = staff.getByRole("status").getByText("Novo pedido: R$ 17,37", { exact: true });
    await expect(announcement).toHaveCount(0);
    await expectNoAxeViolations(staff);

    await staff.getByRole("button", { name: "Ativar notificações" }).click();
    await expect(staff.getByText("Notificações ativadas")).toBeVisible();
    await staff.evaluate(() => (window as unknown as { __setHidden: (hidden: boolean) => void }).__setHidden(true));

    // 30:01 before the first slot: still apart.
    await staff.clock.fastForward(first - 30 * MINUTE - 1000 - (await staff.evaluate(() => Date.now())));
    expect(await numbersIn(staff, ids)).toEqual(ids);
    await expectTitleCountsActive(staff);

    // 30:00 before: it joins the orders in progress as a new order would, its time still on its card.
    await staff.clock.fastForward(1000);
    await expect.poll(() => numbersIn(staff, ids)).toEqual([secondId, nextDayId]);
    const joined = shopOrder(staff, firstId);
    await expect(joined.getByLabel("Status")).toHaveValue("Pendente");
    await expect(joined.getByText(scheduledText(first, first - 30 * MINUTE), { exact: true })).toBeVisible();
    await expect(staff).toHaveTitle(/^\(\d+\) /);
    await expectTitleCountsActive(staff);
    await expect(announcement).toBeVisible();
    await expect
      .poll(async () => (await notifications(staff)).filter((shown) => shown.includes(`Pedido nº ${firstId} `)))
      .toEqual([`Novo pedido: R$\u00a017,37 | Pedido nº ${firstId} — 1x Latte`]);
  });

  test("staff may cancel a scheduled order while it waits in Agendados", async ({ openStaff }) => {
    const now = Date.now();
    const slot = Math.ceil((now + 3 * 60 * MINUTE) / SLOT) * SLOT;
    const id = await seedScheduledOrder("scheduled-cancelled", now - MINUTE, slot);
    const staff = await openStaff();
    await expect.poll(() => numbersIn(staff, [id]), { timeout: 20_000 }).toEqual([id]);
    const card = shopOrder(staff, id);
    await card.getByLabel("Status").selectOption("Cancelado");
    await expect(card.getByLabel("Status")).toHaveValue("Cancelado");
    await expect.poll(() => numbersIn(staff, [id])).toEqual([]);
  });
});
