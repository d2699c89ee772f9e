/**
 * Order ahead: a regular orders at night for tomorrow morning, staff see it apart until its time,
 * a full slot is no longer offered. The hours are set around the real time (the rules check the
 * server's), so the shop is closed now and open tomorrow; playwright.config.ts runs this file with
 * the other settings tests, alone.
 */
import { findProduct } from "../app/lib/catalogue/catalogue";
import { couponDiscount } from "../app/lib/coupons/coupon";
import { toSettingsDocument } from "../app/lib/settings/settings-document";
import { shopClock } from "../app/lib/shop/shop-hours";
import {
  defaultShopSettings,
  type OpeningHours,
  pickupDelivery,
  type ShopSettings,
} from "../app/lib/shop/shop-settings";
import { firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import {
  addFromHome,
  expect,
  expectNoAxeViolations,
  shopOrder,
  shownNumber,
  shownOrderId,
  test as base,
} from "./fixtures";

const documents = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: "Bearer owner" };

function restValue(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number")
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === "string") return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}

const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));

/** The settings as staff would save them, written past the rules; pickup needs no delivery area. */
async function seedSettings(settings: ShopSettings): Promise<void> {
  const response = await fetch(`${documents}/shop/settings`, {
    method: "PATCH",
    headers: { ...owner, "Content-Type": "application/json" },
    body: JSON.stringify({ fields: restFields({ ...toSettingsDocument(settings) }) }),
  });
  if (!response.ok) throw new Error(`Could not seed the settings: HTTP ${response.status}`);
}

/** Written past the rules, as staff's "Criar cupom" writes them: the terms and the count. */
async function seedCoupon(code: string, terms: Record<string, unknown>, totalLimit: number): Promise<void> {
  const written = [
    [`coupons/${code}`, { code, ...terms }],
    [`couponCounts/${code}`, { totalLimit, uses: 0, lastOrderId: null }],
  ] as const;
  for (const [name, data] of written) {
    const response = await fetch(`${documents}/${name}`, {
      method: "PATCH",
      headers: { ...owner, "Content-Type": "application/json" },
      body: JSON.stringify({ fields: restFields(data) }),
    });
    if (!response.ok) throw new Error(`Could not seed ${name}: HTTP ${response.status}`);
  }
}

async function resetShop(): Promise<void> {
  for (const name of ["shop/settings", "coupons/FOLHETO10", "couponCounts/FOLHETO10"])
    await fetch(`${documents}/${name}`, { method: "DELETE", headers: owner });
  const slots = (await (await fetch(`${documents}/orderSlots?pageSize=300`, { headers: owner })).json()) as {
    documents?: { name: string }[];
  };
  for (const slot of slots.documents ?? []) {
    await fetch(`${documents}/${slot.name.split("/documents/")[1]}`, { method: "DELETE", headers: owner });
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** Closed today, open tomorrow 07:00–10:00 (Recife time). */
function closedUntilTomorrowMorning(): (OpeningHours | null)[] {
  const hours: (OpeningHours | null)[] = [null, null, null, null, null, null, null];
  hours[shopClock(Date.now() + DAY).weekday] = { opens: 7 * 60, closes: 10 * 60 };
  return hours;
}

const test = base.extend<{ cleanShop: void }>({
  cleanShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      await resetShop();
      await use();
      await resetShop();
    },
    { auto: true },
  ],
});

test.describe("order ahead", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("a pickup for tomorrow 07:30 from a closed shop reaches staff's Agendados and the ticket", async ({
    shop: { shopper: page, staff },
  }) => {
    await seedSettings({ ...defaultShopSettings, hours: closedUntilTomorrowMorning() });
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();

    const when = page.getByRole("group", { name: "Quando?" });
    await expect(when.getByRole("radio", { name: "Agora" })).toBeDisabled({ timeout: 30_000 });
    await expect(when.getByRole("radio", { name: "Agendar" })).toBeChecked();
    await expect(when.getByText(/Agora não: Abrimos amanhã às 7h\./)).toBeVisible();
    await expect(when.getByLabel("Dia")).toHaveValue(String(shopClock(Date.now() + DAY).dayStart));
    await expect(when.getByLabel("Horário").getByRole("option", { name: /^\d\d:\d\d$/ })).toHaveText([
      "07:00",
      "07:15",
      "07:30",
      ...["07:45", "08:00", "08:15", "08:30", "08:45", "09:00", "09:15", "09:30", "09:45"],
    ]);
    await when.getByLabel("Horário").selectOption({ label: "07:30" });
    await page.getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await expect(page.getByText("Agendado para amanhã, 07:30")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    const id = await shownOrderId(page);
    await expect(page.getByText("Agendado para amanhã, 07:30", { exact: true })).toBeVisible();
    // A pickup's words: when it is ready, and where, never a delivery's arrival.
    await expect(
      page.getByText("Agendado para amanhã, 07:30: fica pronto para retirada nesse horário, na loja."),
    ).toBeVisible();

    // Staff see it apart, with its time, and its ticket says when.
    const scheduled = staff.getByRole("region", { name: "Agendados" });
    const order = scheduled.locator(shopOrder(staff, id));
    await expect(order).toBeVisible({ timeout: 20_000 });
    await expect(order.getByText("Agendado para amanhã, 07:30").first()).toBeVisible();
    // The print dialog is the browser's: the ticket is checked as printed, without it.
    await staff.evaluate(() => {
      window.print = () => {};
    });
    const number = await shownNumber(order);
    await order.getByRole("button", { name: "Imprimir pedido" }).click();
    await staff.emulateMedia({ media: "print" });
    await expect(
      staff.getByRole("region", { name: `Comanda do pedido nº ${number}` }).getByText("Agendado para amanhã, 07:30"),
    ).toBeVisible();
  });

  test("a full slot is no longer offered", async ({ page, newDevice }) => {
    await seedSettings({
      ...defaultShopSettings,
      hours: closedUntilTomorrowMorning(),
      orderAhead: { ...defaultShopSettings.orderAhead, perSlot: 1 },
    });
    const order = async (shopper: typeof page) => {
      await shopper.goto("/");
      await addFromHome(shopper, "Cubano");
      await shopper
        .getByRole("banner")
        .getByRole("link", { name: /^Carrinho/ })
        .click();
      await expect(shopper.getByRole("radio", { name: "Agendar" })).toBeChecked({ timeout: 30_000 });
    };
    await order(page);
    await page.getByLabel("Horário").selectOption({ label: "07:00" });
    await page.getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });

    const other = await newDevice();
    await order(other);
    const slots = other.getByLabel("Horário").getByRole("option", { name: /^\d\d:\d\d$/ });
    await expect(slots.first()).toHaveText("07:15");
    await expect(slots.filter({ hasText: "07:00" })).toHaveCount(0);
  });

  test("a slot's place and a flyer coupon's last use, taken by an account staff block, serve the next shopper", async ({
    placeOrder,
    openStaff,
  }) => {
    await seedSettings({ ...defaultShopSettings, orderAhead: { ...defaultShopSettings.orderAhead, perSlot: 1 } });
    const terms = { kind: "percent", value: 10, maxDiscount: null } as const;
    await seedCoupon(
      "FOLHETO10",
      { ...terms, minOrder: null, validUntil: null, firstOrderOnly: false, perCustomer: null, active: true },
      1,
    );
    const slot = 15 * 60 * 1000;
    const latte = findProduct("Latte")?.price ?? 0;
    const flyerOrder = {
      mode: "pickup",
      address: null,
      delivery: pickupDelivery,
      scheduledFor: Math.ceil((Date.now() + 30 * 60 * 1000) / slot) * slot,
      coupon: { code: "FOLHETO10", amount: couponDiscount(terms, latte) },
    };
    const taken = await placeOrder(flyerOrder);
    await expect(placeOrder(flyerOrder)).rejects.toThrow(/PERMISSION_DENIED/);

    const staff = await openStaff();
    staff.on("dialog", (dialog) => void dialog.accept());
    await shopOrder(staff, taken).getByRole("button", { name: "Bloquear cliente" }).click();
    await expect(shopOrder(staff, taken).getByLabel("Status")).toHaveValue("Cancelado");
    await expect(staff.getByText(/Bloquear o cliente do pedido/)).toHaveCount(0, { timeout: 20_000 });

    await expect(placeOrder(flyerOrder)).resolves.toBeGreaterThan(0);
  });
});
