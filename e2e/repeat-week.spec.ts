/**
 * "Repetir na semana" (issue 59): a regular's pickup for tomorrow 07:30, booked again on two more days from its
 * confirmation; each day is an order of its own that reaches the shop once (the account's quota lets one through
 * every 30 s) and can be cancelled alone while Pendente.
 */
import { shopClock } from "../app/lib/shop/shop-hours";
import { firestoreEmulatorHost } from "../playwright.config";
import { ordersInEmulator } from "../scripts/inbox-clients";
import { addFromHome, expect, expectNoAxeViolations, shopOrder, test } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

test("a scheduled pickup repeated on two days of the week: two more orders, each sent once, each cancelled alone", async ({
  page,
}) => {
  // The first order, then two more held by the account's quota: each waits its 30 s.
  test.setTimeout(180_000);
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
  await expect(repeat.getByText("O mesmo pedido, às 07:30, nos dias escolhidos.", { exact: false })).toBeVisible();
  const days = repeat.getByRole("checkbox");
  await expect(days.first()).toBeEnabled();
  const chosen = [await days.nth(0).getAttribute("value"), await days.nth(1).getAttribute("value")].map(Number);
  const labels = [
    (await repeat.locator("label").nth(0).textContent()) ?? "",
    (await repeat.locator("label").nth(1).textContent()) ?? "",
  ];
  await days.nth(0).check();
  await days.nth(1).check();
  await expectNoAxeViolations(page);
  await repeat.getByRole("button", { name: "Agendar nos dias escolhidos" }).click();

  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole("status").filter({ hasText: "Agendado também para" })).toHaveText(
    `Agendado também para ${labels[0]} e ${labels[1]}. Os pedidos seguem para a loja um depois do outro.`,
  );
  const stored = async () =>
    JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
      id: number;
      scheduledFor?: number;
    }[];
  const repeated = (await stored()).filter((order) => chosen.includes(order.scheduledFor ?? 0));
  expect(repeated.map((order) => order.scheduledFor).sort()).toEqual([...chosen].sort());

  // Both reach the shop, once each, one after the other.
  await expect
    .poll(
      async () =>
        (await ordersInEmulator(firestoreEmulatorHost))
          .filter((order) => repeated.some((mine) => mine.id === order.number))
          .map((order) => order.number)
          .sort(),
      { timeout: 90_000 },
    )
    .toEqual(repeated.map((order) => order.id).sort());

  page.on("dialog", (dialog) => void dialog.accept());
  const [first, second] = repeated;
  await shopOrder(page, first?.id ?? 0)
    .getByRole("button", { name: "Cancelar pedido" })
    .click();
  await expect(shopOrder(page, first?.id ?? 0).getByText("Cancelado")).toBeVisible({ timeout: 30_000 });
  await expect(shopOrder(page, second?.id ?? 0).getByText("Pendente")).toBeVisible();
});
