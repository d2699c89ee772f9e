/**
 * The shop's settings, from staff's /Admin to a shopper's open page: pause and resume, a sold-out
 * coffee, opening hours. They change what every test's orders meet, so playwright.config.ts runs
 * this file alone, after the others; each test puts the defaults back.
 */

import { firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import { firebaseMarkers } from "../tests/support/firebase-markers";
import {
  expect,
  expectNoAxeViolations,
  openAsTeam,
  openPanel,
  pendingOrder,
  productCard,
  readyToOrder,
  scriptsWith,
  seedStorage,
  STAFF_EMAIL,
  test as base,
} from "./fixtures";

/** Back to the repository's defaults: no settings document and no area documents at all. */
async function resetShopSettings() {
  const documents = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const owner = { Authorization: "Bearer owner" };
  const areas = (await (await fetch(`${documents}/deliveryAreas?pageSize=100`, { headers: owner })).json()) as {
    documents?: { name: string }[];
  };
  const names = [...(areas.documents ?? []).map((area) => area.name.split("/documents/")[1]), "shop/settings"];
  for (const name of names) {
    const response = await fetch(`${documents}/${name}`, { method: "DELETE", headers: owner });
    if (!response.ok) throw new Error(`Could not reset ${name}: HTTP ${response.status}`);
  }
}

/** `shop/settings` as the server has it now (the page may show a save before it lands). */
async function storedSettings(): Promise<{
  paused?: { booleanValue: boolean };
  soldOut?: { arrayValue?: { values?: { stringValue: string }[] } };
}> {
  const documents = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(`${documents}/shop/settings`, { headers: { Authorization: "Bearer owner" } });
  return response.ok ? (((await response.json()) as { fields?: object }).fields ?? {}) : {};
}

async function storedSoldOut(): Promise<string[]> {
  return ((await storedSettings()).soldOut?.arrayValue?.values ?? []).map((value) => value.stringValue);
}

async function storedPaused(): Promise<boolean> {
  return (await storedSettings()).paused?.booleanValue ?? false;
}

/**
 * The cart follows the settings live (a Firestore listener): a change shows there within 30 s.
 * Other pages read them on arrival, and again on a return to the tab or a navigation once their
 * last read is 15 minutes old (settingsReadPlan).
 */
const ON_THE_CART = { timeout: 30_000 };
/** A page's read on arrival. */
const ON_ARRIVAL = { timeout: 15_000 };

/**
 * Each test starts from the defaults and puts them back once its devices are closed: a page still
 * open would hear the reset as another staff member's change.
 */
const test = base.extend<{ defaultSettings: void }>({
  defaultSettings: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern.
    async ({}, use) => {
      await resetShopSettings();
      await use();
      await resetShopSettings();
    },
    { auto: true },
  ],
});

test.describe("the shop run from /Admin", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("staff pause: the shopper's open page says Loja fechada and cannot confirm; resume: it can", async ({
    shop: { shopper: page, staff },
  }) => {
    const shop = await openPanel(staff, "Loja");
    await expect(shop.getByText("Loja aberta: recebendo pedidos.")).toBeVisible();
    await expectNoAxeViolations(staff);

    await page.goto("/");
    await readyToOrder(page, "Latte");
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await expect(confirm).toBeEnabled();

    await shop.getByRole("button", { name: "Pausar pedidos" }).click();
    await expect(shop.getByRole("button", { name: "Retomar pedidos" })).toBeVisible();
    await expect(page.getByText("Loja fechada.", { exact: true })).toBeVisible(ON_THE_CART);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription("Loja fechada. Os pedidos estão pausados no momento.");
    // Scheduled orders are held too (the default): nothing to fill, no "Agendar" to try.
    await expect(
      page.getByText("A loja não está recebendo pedidos agora, nem agendados.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel("CEP", { exact: true })).toBeHidden();
    await expect(page.getByRole("radio", { name: "Agendar" })).toBeHidden();
    // Heard live, with no Firestore SDK on the page: its worker runs it (decision 0035).
    expect(await scriptsWith(page, firebaseMarkers.firestore)).toEqual([]);
    // Browsing and the cart still work while closed.
    await expect(page.getByRole("heading", { name: "Latte" })).toBeVisible();

    await shop.getByRole("button", { name: "Retomar pedidos" }).click();
    await expect(shop.getByRole("button", { name: "Pausar pedidos" })).toBeVisible();
    await expect(page.getByText("Loja fechada.", { exact: true })).toHaveCount(0, ON_THE_CART);
    // What was filled in before the pause is still there.
    await expect(page.getByLabel("Número")).toHaveValue("10");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
  });

  test("Equipe pauses a shop whose Dono never saved settings, and marks a coffee sold out; the hours are not theirs", async ({
    page,
  }) => {
    await openAsTeam(page);
    const shop = await openPanel(page, "Loja");
    await expect(shop.getByRole("form", { name: "Horários" })).toHaveCount(0);
    await shop.getByRole("button", { name: "Pausar pedidos" }).click();
    await expect(shop.getByRole("button", { name: "Retomar pedidos" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(storedPaused).toBe(true);
    await shop.getByRole("button", { name: "Retomar pedidos" }).click();
    await expect(shop.getByRole("button", { name: "Pausar pedidos" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(storedPaused).toBe(false);
    await shop.getByRole("checkbox", { name: "Latte disponível" }).uncheck();
    await expect.poll(storedSoldOut).toEqual(["Latte"]);
  });

  test("staff mark Latte sold out: an open page learns it on return after 15 minutes, a page opened after at once", async ({
    shop: { shopper: page, staff },
  }) => {
    const latteAvailable = (await openPanel(staff, "Loja")).getByRole("checkbox", { name: "Latte disponível" });
    await expect(latteAvailable).toBeChecked();

    await page.clock.install();
    await page.goto("/");
    const latte = productCard(page, "Latte");
    await expect(latte.getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled();

    await latteAvailable.uncheck();
    await expect.poll(storedSoldOut).toEqual(["Latte"]);
    // The open home page does not poll: the shopper coming back to the tab 15 minutes later reads again.
    await page.clock.fastForward("15:00");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(latte.getByText("Esgotado")).toBeVisible(ON_ARRIVAL);
    await expect(latte.getByRole("button", { name: "Adicionar ao carrinho" })).toBeDisabled();
    await expect(productCard(page, "Cubano").getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled();
    await page.goto("/product/Latte");
    await expect(page.getByText("Esgotado")).toBeVisible(ON_ARRIVAL);

    await latteAvailable.check();
    await expect.poll(storedSoldOut).toEqual([]);
    // A page opened (or reloaded) after the change reads it on arrival.
    await page.goto("/");
    await expect(latte.getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled(ON_ARRIVAL);
    await expect(latte.getByText("Esgotado")).toHaveCount(0);
  });

  test("an order confirmed after staff paused, before the cart heard of it, is refused in pt-BR and not sent", async ({
    shop: { shopper: page, staff },
  }) => {
    const shop = await openPanel(staff, "Loja");
    await expect(shop.getByRole("button", { name: "Pausar pedidos" })).toBeVisible();

    // The cart's live listener has not heard yet (its connection hangs): only the read before confirming can tell.
    await page.route(/google\.firestore\.v1\.Firestore\/Listen/, () => {});
    await page.goto("/");
    await readyToOrder(page, "Latte");
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await expect(confirm).toBeEnabled();

    await shop.getByRole("button", { name: "Pausar pedidos" }).click();
    await expect.poll(storedPaused).toBe(true);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByRole("alert")).toHaveText("Loja fechada. Os pedidos estão pausados no momento.");
    await expect(page).toHaveURL(/\/Carrinho$/);
    await expect(page.getByText("Pedido enviado à Cafeteria!")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("orders"))).toBeNull();
    // The page now knows: it says why beside the button.
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription("Loja fechada. Os pedidos estão pausados no momento.");

    // The refusal stays until the shopper tries again, whatever reloads the page's data meanwhile:
    // here the cart changed in another tab.
    const otherTab = await page.context().newPage();
    await otherTab.goto("/Carrinho");
    await otherTab.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(page.getByRole("group", { name: /Latte/ }).locator("output")).toHaveText("2");
    await expect(page.getByRole("alert")).toHaveText("Loja fechada. Os pedidos estão pausados no momento.");
    await otherTab.close();
  });

  test("an order sent while the shop is paused is refused, the shopper told so in pt-BR, and kept", async ({
    shop: { shopper: page, staff },
  }) => {
    const shop = await openPanel(staff, "Loja");
    await shop.getByRole("button", { name: "Pausar pedidos" }).click();
    await expect(shop.getByRole("button", { name: "Retomar pedidos" })).toBeVisible();

    // Confirmed in a tab opened before the pause, or offline: it reaches the inbox only now.
    const stale = pendingOrder({ checkoutId: `stale-tab-order-of-process-${process.pid}` });
    await seedStorage(page, { orders: JSON.stringify([stale]) });
    await page.goto("/order-done");
    await expect(page.getByRole("alert")).toContainText("A loja estava fechada quando o pedido chegou", {
      timeout: 20_000,
    });
    await expect(page.getByText("1x Latte")).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as unknown[];
    expect(stored).toEqual([expect.objectContaining({ checkoutId: stale.checkoutId, inbox: "rejected" })]);
  });

  test("two staff members: the one shown a setting another changed is told who, in pt-BR, beside it", async ({
    openStaff,
    newDevice,
  }) => {
    const [first, second] = [await openStaff(), await openStaff()];
    const [firstShop, secondShop] = [await openPanel(first, "Loja"), await openPanel(second, "Loja")];
    const firstHours = firstShop.getByRole("form", { name: "Horários" });
    const secondHours = secondShop.getByRole("form", { name: "Horários" });
    await expect(secondHours.getByLabel("Abre segunda")).toHaveValue("");

    await firstHours.getByLabel("Abre segunda").fill("07:00");
    await firstHours.getByLabel("Fecha segunda").fill("12:00");
    await firstHours.getByRole("button", { name: "Salvar horários" }).click();
    await expect(firstHours.getByText("Salvo.")).toBeVisible({ timeout: 20_000 });
    // The other page shows the new hours, and says who changed them; the one who saved is not told so.
    await expect(secondHours.getByLabel("Abre segunda")).toHaveValue("07:00");
    await expect(secondHours.getByText(`${STAFF_EMAIL} alterou os horários agora há pouco.`)).toBeVisible();
    await expect(first.getByText(/alterou .* agora há pouco/)).toHaveCount(0);
    await expectNoAxeViolations(second);

    // The second saves the hours in turn: the notice goes, the first is told.
    await secondHours.getByLabel("Fecha segunda").fill("13:00");
    await secondHours.getByRole("button", { name: "Salvar horários" }).click();
    await expect(secondHours.getByText("Salvo.")).toBeVisible({ timeout: 20_000 });
    await expect(second.getByText(/alterou .* agora há pouco/)).toHaveCount(0);
    await expect(firstHours.getByLabel("Fecha segunda")).toHaveValue("13:00");
    await expect(firstHours.getByText(`${STAFF_EMAIL} alterou os horários agora há pouco.`)).toBeVisible();

    // Each notice names the account the rules recorded: here the Equipe's.
    const team = await newDevice();
    await openAsTeam(team);
    await (await openPanel(team, "Loja")).getByRole("button", { name: "Pausar pedidos" }).click();
    await expect(secondShop.getByRole("button", { name: "Retomar pedidos" })).toBeVisible();
    await expect(
      secondShop.getByText("equipe@cafeteria.test alterou a pausa dos pedidos agora há pouco."),
    ).toBeVisible();

    await firstShop.getByRole("button", { name: "Desligar retirada na loja" }).click();
    await expect(secondShop.getByRole("button", { name: "Ligar retirada na loja" })).toBeVisible();
    await expect(secondShop.getByText(`${STAFF_EMAIL} alterou a retirada na loja agora há pouco.`)).toBeVisible();
    await expect(firstShop.getByRole("button", { name: "Ligar retirada na loja" })).toBeVisible();
    await expect(firstShop.getByText(`${STAFF_EMAIL} alterou a retirada na loja agora há pouco.`)).toHaveCount(0);
  });

  test("staff set Recife's minimum order and free delivery: the cart says what is missing and holds the order below the minimum", async ({
    shop: { shopper: page, staff },
  }) => {
    const shop = await openPanel(staff, "Loja");
    const areas = shop.getByRole("group", { name: "Entrega", exact: true });
    await expect(areas.getByLabel("Cidade da área 1")).toHaveValue("Recife");
    await areas.getByLabel("Pedido mínimo (R$) da área 1").fill("30");
    await areas.getByLabel("Entrega grátis acima de (R$) da área 1").fill("35,00");
    await shop.getByRole("button", { name: "Salvar entrega" }).click();
    await expect(shop.getByText("Salvo.")).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(staff);

    // A Latte (R$ 12,50) to Recife.
    await page.goto("/");
    await readyToOrder(page, "Latte");
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await expect(summary.getByText("Faltam R$ 17,50 para o pedido mínimo")).toBeVisible(ON_THE_CART);
    await expect(summary.getByText("Faltam R$ 22,50 para entrega grátis")).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription("Faltam R$ 17,50 para o pedido mínimo");

    // A pickup has no minimum.
    await page.getByRole("radio", { name: "Retirar na loja" }).check();
    await expect(confirm).toBeEnabled();
    await expect(summary.getByText(/Faltam/)).toHaveCount(0);
    await page.getByRole("radio", { name: "Entrega", exact: true }).check();

    // 2 Lattes: R$ 25,00.
    await summary.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(summary.getByText("Faltam R$ 5,00 para o pedido mínimo")).toBeVisible();
    await expect(summary.getByText("Faltam R$ 10,00 para entrega grátis")).toBeVisible();
    // 3 Lattes: R$ 37,50, above both: the delivery is free.
    await summary.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(summary.getByText(/Faltam/)).toHaveCount(0);
    await expect(summary.getByRole("definition").nth(1)).toHaveText("R$ 0,00");
    await expect(summary.getByRole("definition").last()).toHaveText("R$ 37,50");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
  });

  test("staff turn pickup off: the cart no longer offers Retirar na loja; back on, it does", async ({
    shop: { shopper: page, staff },
  }) => {
    const shop = await openPanel(staff, "Loja");
    await page.goto("/");
    await readyToOrder(page, "Latte");
    const pickup = page.getByRole("radio", { name: "Retirar na loja" });
    await expect(pickup).toBeVisible();

    await shop.getByRole("button", { name: "Desligar retirada na loja" }).click();
    await expect(shop.getByText("Retirada na loja: desligada.")).toBeVisible();
    await expect(pickup).toHaveCount(0, ON_THE_CART);
    await expect(page.getByLabel("CEP", { exact: true })).toBeVisible();

    await shop.getByRole("button", { name: "Ligar retirada na loja" }).click();
    await expect(shop.getByText("Retirada na loja: oferecida.")).toBeVisible();
    await expect(pickup).toBeVisible(ON_THE_CART);
  });

  test("outside the opening hours every page says when the shop opens again", async ({
    shop: { shopper: page, staff },
  }) => {
    const hours = (await openPanel(staff, "Loja")).getByRole("form", { name: "Horários" });
    for (const day of ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"]) {
      await hours.getByLabel(`Abre ${day}`).fill("07:00");
      await hours.getByLabel(`Fecha ${day}`).fill("18:00");
    }
    await hours.getByRole("button", { name: "Salvar horários" }).click();
    await expect(hours.getByRole("status")).toHaveText("Salvo.");

    // Tuesday 2026-11-24, 22:00 in Recife (UTC-3): closed until 7h the next morning.
    await page.clock.setFixedTime(new Date("2026-11-25T01:00:00Z"));
    await page.goto("/");
    await expect(page.getByText("Abrimos amanhã às 7h.", { exact: false })).toBeVisible(ON_ARRIVAL);
    await expect(page.getByText("Loja fechada.", { exact: true })).toBeVisible();

    // Wednesday 10:00: the home page says it is open, with today's hours; another page says nothing.
    await page.clock.setFixedTime(new Date("2026-11-25T13:00:00Z"));
    await page.goto("/");
    await expect(page.getByText("Aberto agora · hoje das 07:00 às 18:00")).toBeVisible(ON_ARRIVAL);
    await expect(page.getByText("Loja fechada.", { exact: true })).toHaveCount(0);
    await page.goto("/pedidos");
    await expect(page.getByRole("heading", { level: 1, name: "Meus pedidos" })).toBeVisible();
    await expect(page.getByText(/^Aberto agora/)).toHaveCount(0);
  });

  test("the Dono's \"Dados da loja\": every page's footer and the home page's structured data say them", async ({
    shop: { shopper: page, staff },
  }) => {
    const details = (await openPanel(staff, "Loja")).getByRole("form", { name: "Dados da loja" });
    await details.getByLabel("Nome da loja").fill("Café do Bom Jesus");
    await details.getByLabel("Endereço").fill("Rua do Bom Jesus, 183 — Recife Antigo");
    await details.getByLabel("Telefone").fill("3224-0000");
    await details.getByLabel("WhatsApp").fill("(81) 99876-5432");
    await details.getByLabel("Instagram").fill("@cafe.bomjesus");
    await details.getByRole("button", { name: "Salvar dados da loja" }).click();
    await expect(details.getByText("Informe o telefone com DDD, como (81) 3224-0000.")).toBeVisible();
    await expect(details.getByLabel("Telefone")).toHaveAttribute("aria-invalid", "true");
    await expect(details.getByLabel("Nome da loja")).toHaveValue("Café do Bom Jesus");
    await details.getByLabel("Telefone").fill("(81) 3224-0000");
    await details.getByRole("button", { name: "Salvar dados da loja" }).click();
    await expect(details.getByRole("status")).toHaveText("Salvo.", { timeout: 20_000 });
    await expectNoAxeViolations(staff);

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(
      "Café do Bom Jesus · Rua do Bom Jesus, 183 — Recife Antigo — Recife/PE",
      ON_ARRIVAL,
    );
    await expect(footer.getByRole("link", { name: "(81) 3224-0000" })).toHaveAttribute("href", "tel:+558132240000");
    await expect(footer.getByRole("link", { name: "(81) 99876-5432" })).toHaveAttribute(
      "href",
      "https://wa.me/5581998765432",
    );
    await expect(footer.getByRole("link", { name: "@cafe.bomjesus" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/cafe.bomjesus/",
    );
    const structured = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
          .find((data) => data["@type"] === "CafeOrCoffeeShop"),
      );
    await expect.poll(structured).toMatchObject({
      name: "Café do Bom Jesus",
      telephone: "+558132240000",
      sameAs: ["https://www.instagram.com/cafe.bomjesus/"],
      address: { streetAddress: "Rua do Bom Jesus, 183 — Recife Antigo" },
    });
    await expectNoAxeViolations(page);
  });
});
