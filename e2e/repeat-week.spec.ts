/**
 * "Repetir na semana" (issue 59, decision 0056): a regular's pickup for tomorrow 07:30, booked again on every day
 * of the week left, one of them full and named so. Each day is an order of its own that reaches the shop once (the
 * account's quota lets one through every 30 s) and can be cancelled alone while Pendente.
 */
import { shopClock } from "../app/lib/shop/shop-hours";
import { defaultShopSettings } from "../app/lib/shop/shop-settings";
import { firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import { ordersInEmulator } from "../scripts/inbox-clients";
import { addFromHome, expect, expectNoAxeViolations, shopOrder, test } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;
const slots = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/orderSlots`;
const owner = { Authorization: "Bearer owner" };

/** Tomorrow 07:30 in Recife, and the same time `ahead` days later. */
const at0730 = (ahead: number) => shopClock(Date.now() + DAY).dayStart + (7 * 60 + 30) * 60_000 + ahead * DAY;

/** As if the shop's places at that time were all taken, written past the rules. */
async function fillSlot(at: number): Promise<void> {
  const fields = {
    at: { timestampValue: new Date(at).toISOString() },
    count: { integerValue: String(defaultShopSettings.orderAhead.perSlot) },
    lastOrderId: { stringValue: "a-full-slot" },
  };
  const response = await fetch(`${slots}/${at}`, {
    method: "PATCH",
    headers: { ...owner, "Content-Type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`Could not fill the slot: HTTP ${response.status}`);
}

test("a scheduled pickup repeated on every day left in the week, one full and named: each sent once, each cancelled alone", async ({
  page,
}) => {
  // The first order, then each day's held by the account's quota: 30 s apart.
  test.setTimeout(240_000);
  const full = at0730(2);
  await fillSlot(full);
  try {
    await page.goto("/");
    await addFromHome(page, "Cold Brew");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    const when = page.getByRole("group", { name: "Quando?" });
    await when.getByRole("radio", { name: "Agendar" }).check();
    await when.getByLabel("Dia").selectOption(String(shopClock(Date.now() + DAY).dayStart));
    await when.getByLabel("Horário").selectOption({ label: "07:30" });
    await page.getByRole("radio", { name: "Retirar na loja" }).check();
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });

    const repeat = page.getByRole("form", { name: "Repetir na semana" });
    await expect(repeat.getByText(/^O mesmo pedido, às 07:30, nos dias escolhidos\./)).toBeVisible();
    const fullDay = repeat.getByRole("checkbox", { name: /\(horário lotado\)$/ });
    await expect(fullDay).toBeDisabled();
    await expect(fullDay).toHaveAttribute("value", String(full));
    const open = repeat.getByRole("checkbox", { disabled: false });
    const count = await open.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const chosen: number[] = [];
    const labels: string[] = [];
    for (let index = 0; index < count; index++) {
      const day = open.nth(index);
      chosen.push(Number(await day.getAttribute("value")));
      labels.push(await day.evaluate((input) => input.closest("label")?.textContent ?? ""));
      await day.check();
    }
    await expectNoAxeViolations(page);
    await repeat.getByRole("button", { name: "Agendar nos dias escolhidos" }).click();

    await expect(page).toHaveURL(/\/pedidos$/);
    const last = labels.pop() ?? "";
    await expect(page.getByRole("status").filter({ hasText: "Agendado também para" })).toHaveText(
      `Agendado também para ${labels.length > 0 ? `${labels.join(", ")} e ` : ""}${last}. Os pedidos seguem para a loja um depois do outro.`,
    );
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
      id: number;
      scheduledFor?: number;
    }[];
    const repeated = stored.filter((order) => chosen.includes(order.scheduledFor ?? 0));
    expect(repeated.map((order) => order.scheduledFor).sort()).toEqual([...chosen].sort());
    expect(stored.some((order) => order.scheduledFor === full)).toBe(false);

    // The first two reach the shop, once each, 30 s apart; the rest follow as the quota allows.
    const [first, second] = repeated.sort((a, b) => a.id - b.id);
    const mine = [first?.id, second?.id];
    await expect
      .poll(
        async () =>
          (await ordersInEmulator(firestoreEmulatorHost))
            .filter((order) => mine.includes(order.number))
            .map((order) => order.number)
            .sort(),
        { timeout: 90_000 },
      )
      .toEqual([...mine].sort());

    page.on("dialog", (dialog) => void dialog.accept());
    await shopOrder(page, first?.id ?? 0)
      .getByRole("button", { name: "Cancelar pedido" })
      .click();
    await expect(shopOrder(page, first?.id ?? 0).getByText("Cancelado")).toBeVisible({ timeout: 30_000 });
    await expect(shopOrder(page, second?.id ?? 0).getByText("Pendente")).toBeVisible();
  } finally {
    await fetch(`${slots}/${full}`, { method: "DELETE", headers: owner });
  }
});
