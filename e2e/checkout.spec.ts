import { cepFakeURL, shopWhatsApp } from "../playwright.config";
import {
  addFromHome,
  cartBadgeCount,
  expect,
  expectNoAxeViolations,
  fillAddress,
  shownNumber,
  shownOrderId,
  test,
} from "./fixtures";

async function requestsFor(cep: string): Promise<string[]> {
  const response = await fetch(`${cepFakeURL}/__requests?cep=${cep}`);
  return (await response.json()) as string[];
}

test.describe("checkout", () => {
  // Several pages, each a full load with its own checks: on a busy 2-core machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  test("from the home page to /order-done to /Admin and delete", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Latte", 2);
    await addFromHome(page, "Cubano");
    await page.getByRole("banner").getByRole("link", { name: "Carrinho 3 itens" }).click();

    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByRole("heading", { level: 3 })).toHaveText(["Latte", "Cubano"]);
    await expect(summary.getByText("R$ 25,00")).toBeVisible();
    await expect(summary.getByRole("definition").last()).toHaveText("R$ 43,90");
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await expect(confirm).toBeDisabled();
    // A grey button says why, beside it.
    await expect(confirm).toHaveAccessibleDescription(
      "Para confirmar, falta: o CEP do endereço, o número do endereço e a forma de pagamento.",
    );

    await fillAddress(page, "50030-170", "125", "Apto 3");
    // Recife: the default area's fee and time.
    await expect(summary.getByRole("definition").nth(1)).toHaveText("R$ 5,00");
    await expect(summary.getByRole("definition").last()).toHaveText("R$ 48,90");
    await expect(summary.getByText("Previsão: 30–45 min")).toBeVisible();
    await expect(page.getByLabel("Rua")).toHaveValue("Rua do Bom Jesus");
    await expect(page.getByLabel("Rua")).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Bairro")).toHaveValue("Recife");
    await expect(page.getByLabel("UF")).toHaveValue("PE");
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription("Para confirmar, falta: a forma de pagamento.");
    await page.getByRole("radio", { name: "Dinheiro" }).check();
    await page.getByLabel("Troco para").fill("50,00");
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(/\/order-done$/);
    // Said once the shop's inbox (the Firestore emulator) has the order.
    await expect(page.getByRole("alert")).toHaveText("Pedido enviado à Cafeteria!", { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Rua do Bom Jesus, 125, Apto 3 — Recife, Recife/PE — CEP 50030-170")).toBeVisible();
    await expect(page.getByText("Dinheiro (troco para R$ 50,00)")).toBeVisible();
    await expect(page.getByText("2x Latte")).toBeVisible();
    await expect(page.getByText("1x Cubano")).toBeVisible();
    await expect(page.getByText("R$ 5,00", { exact: true })).toBeVisible();
    // Said as an arrival, and only where it is one: the lead and the order's own row.
    await expect(page.getByText(/^Chegada prevista entre \d\d:\d\d e \d\d:\d\d\.$/)).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^entre \d\d:\d\d e \d\d:\d\d$/ })).toBeVisible();
    await expect(page.getByText("R$ 48,90")).toBeVisible();
    expect(await cartBadgeCount(page)).toBe(0);

    // The shop has it: WhatsApp is for a question about it, not a second copy of the order.
    await expect(page.getByRole("link", { name: "Enviar pedido pelo WhatsApp" })).toHaveCount(0);
    const whatsapp = page.getByRole("link", { name: "Falar com a cafeteria pelo WhatsApp" });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    const sent = new URL((await whatsapp.getAttribute("href")) ?? "");
    expect(sent.origin + sent.pathname).toBe(`https://wa.me/${shopWhatsApp}`);
    const number = await shownNumber(page.getByRole("article"));
    expect(number).toMatch(/^\d{3}$/);
    expect(sent.searchParams.get("text")).toContain(`pedido nº ${number}`);
    expect(sent.searchParams.get("text")).not.toContain("Latte");

    await page.reload();
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.goto("/Admin");
    await expect(page.getByRole("heading", { name: "Pedidos Recebidos" })).toBeVisible();
    const order = page.getByRole("article");
    await expect(order).toHaveCount(1);
    await expect(order.getByText("Pendente")).toBeVisible();
    await expect(order.getByText("2x Latte")).toBeVisible();
    await expect(order.getByText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/)).toBeVisible();
    await expect(order.getByRole("link", { name: "Enviar pedido pelo WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await order.getByRole("button", { name: "Excluir pedido" }).click();
    await expect(page.getByText("Nenhum pedido recebido ainda.")).toBeVisible();
  });

  test("the cart page changes quantities, removes and clears lines", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Macchiato", 2);
    await addFromHome(page, "Árabe");
    await page.goto("/Carrinho");
    const macchiato = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Macchiato" }) });
    await macchiato.getByRole("button", { name: "Aumentar quantidade" }).click();
    await expect(macchiato.locator("output")).toHaveText("3");
    await expect(macchiato.getByText("R$ 32,70")).toBeVisible();
    await macchiato.getByRole("button", { name: "Diminuir quantidade" }).click();
    await macchiato.getByRole("button", { name: "Diminuir quantidade" }).click();
    await expect(macchiato.locator("output")).toHaveText("1");
    await expect(macchiato.getByRole("button", { name: "Diminuir quantidade" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Carrinho 2 itens" })).toBeVisible();
    await macchiato.getByRole("button", { name: "Remover" }).click();
    await expect(page.getByRole("heading", { name: "Macchiato" })).toHaveCount(0);
    await page.getByRole("button", { name: "Limpar carrinho" }).click();
    await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Conheça nossos cafés" })).toBeVisible();
  });

  test("Confirmar pedido waits for the cart, the address with a number and the payment", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Capuccino");
    await page.goto("/Carrinho");
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await expect(confirm).toBeDisabled();
    await page.getByLabel("CEP", { exact: true }).fill("51020000");
    await expect(page.getByLabel("CEP", { exact: true })).toHaveValue("51020-000");
    await expect(page.getByLabel("Rua")).toHaveValue("Avenida Boa Viagem");
    await expect(confirm).toBeDisabled();
    await page.getByLabel("Número").fill("   ");
    await expect(confirm).toBeDisabled();
    await page.getByLabel("Número").fill("10");
    await expect(confirm).toBeEnabled();
    await page.getByLabel("CEP", { exact: true }).fill("5102000");
    await expect(confirm).toBeDisabled();
    await expect(page.getByLabel("Rua")).toHaveValue("");
  });

  test("a tampered form gets field errors from the action, and no order", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
    await page.getByRole("radio", { name: "Dinheiro" }).check();
    await page.getByLabel("Troco para").fill("5");
    await page
      .getByRole("button", { name: "Confirmar pedido" })
      .evaluate((button) => button.removeAttribute("disabled"));
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByText("Informe o número.")).toBeVisible();
    await expect(page.getByText("Informe um CEP válido.")).toBeVisible();
    await expect(page).toHaveURL(/\/Carrinho$/);
    expect(await page.evaluate(() => localStorage.getItem("orders"))).toBeNull();

    await fillAddress(page, "50030170", "1");
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByText("O troco deve ser para um valor igual ou maior que o total.")).toBeVisible();
  });

  test("a double click makes one order", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Mocaccino");
    await page.goto("/Carrinho");
    await fillAddress(page, "50030170", "9");
    await page.getByRole("radio", { name: "Cartão de débito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).dblclick();
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await page.goto("/Admin");
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("back and forward across the checkout do not resend the order", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Expresso Gelado");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Carrinho/ })
      .click();
    await fillAddress(page, "53020140", "77");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();
    await page.goForward();
    await expect(page.getByText("Rua do Amparo, 77 — Amparo, Olinda/PE — CEP 53020-140")).toBeVisible();
    await page.goto("/Admin");
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("keyboard only: from the card to a confirmed order", async ({ page }) => {
    await page.goto("/product/Latte");
    // The prerendered choices take a press once the app runs; focus does not wait for that.
    await expect(page.getByRole("button", { name: "Aumentar quantidade" })).toBeEnabled();
    // The required groups first: a size and a milk, chosen with the keyboard.
    for (const option of ["Pequeno", "Integral"]) {
      await page.getByRole("radio", { name: option }).focus();
      await page.keyboard.press("Space");
      await expect(page.getByRole("radio", { name: option })).toBeChecked();
    }
    await expect(page.getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled();
    await page.getByRole("button", { name: "Adicionar ao carrinho" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Carrinho 1 item" })).toBeVisible();
    await page.getByRole("link", { name: "Carrinho 1 item" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Complete seu pedido" })).toBeVisible();
    await page.getByLabel("CEP", { exact: true }).focus();
    await page.keyboard.type("50030170");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua do Bom Jesus");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Número")).toBeFocused();
    await page.keyboard.type("42");
    await page.getByRole("radio", { name: "Cartão de crédito" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "Cartão de crédito" })).toBeChecked();
    await page.getByRole("button", { name: "Confirmar pedido" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
  });

  test("axe finds nothing on the cart, the confirmation and the admin pages", async ({ page }) => {
    await page.goto("/Carrinho");
    await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/order-done");
    await expect(page.getByRole("heading", { name: "Nenhum pedido por aqui ainda" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
    await fillAddress(page, "50030170", "1");
    await page.getByRole("radio", { name: "Dinheiro" }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.goto("/Admin");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe("delivery", () => {
  test("an address outside every area says so and cannot be confirmed; a typed one in Recife can", async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Cubano");
    await page.goto("/Carrinho");
    await fillAddress(page, "01001000", "1");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await expect(page.getByRole("alert")).toHaveText("Ainda não entregamos em São Paulo.");
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription("Ainda não entregamos em São Paulo.");
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await expect(summary.getByText("Entrega", { exact: true })).toHaveCount(0);

    await fillAddress(page, "53020140", "1");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(summary.getByText("Previsão: 40–60 min")).toBeVisible();
    await expect(summary.getByRole("definition").last()).toHaveText("R$ 26,90");
    await expect(confirm).toBeEnabled();
  });
});

test.describe("CEP lookup", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await addFromHome(page, "Latte");
    await page.goto("/Carrinho");
  });

  const notFound = "CEP não encontrado!";
  const unavailable = "Não foi possível consultar o CEP agora. Preencha o endereço.";
  for (const [situation, cep, message] of [
    ["not found (erro: true)", "99999999", notFound],
    ['not found (erro: "true")', "99999998", notFound],
    ["HTTP 400", "40000000", notFound],
    ["HTTP 500 from both services", "50000500", unavailable],
    ["an answer that is not JSON", "50000502", unavailable],
  ] as const) {
    test(`${situation} says "${message}", logs it, and opens the address for typing`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (consoleMessage) => {
        if (consoleMessage.type() === "error") errors.push(consoleMessage.text());
      });
      await fillAddress(page, "50030170", "5");
      await page.getByLabel("CEP", { exact: true }).fill(cep);
      await expect(page.getByRole("alert")).toHaveText(message);
      for (const label of ["Rua", "Bairro", "Cidade"]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
        await expect(page.getByLabel(label, { exact: true })).toBeEditable();
      }
      // The shop's state: it delivers only there.
      await expect(page.getByLabel("UF", { exact: true })).toHaveValue("PE");
      await expect(page.getByLabel("UF", { exact: true })).toBeEditable();
      expect(errors.some((text) => text.includes(cep))).toBe(true);
    });
  }

  test("a service that never answers times out into the typed address", async ({ page }) => {
    // The lookup's own timer, not a wait of its 5 s.
    await page.clock.install();
    await page.getByLabel("CEP", { exact: true }).fill("50000504");
    await expect(page.getByText("Buscando endereço…")).toBeVisible();
    await expect(page.getByLabel("CEP", { exact: true })).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(5_000);
    await expect(page.getByRole("alert")).toHaveText(unavailable);
    await expect(page.getByLabel("Rua")).toBeEditable();
  });

  test("with both services down, a typed address makes the order, recorded as typed", async ({ page }) => {
    await page.getByLabel("CEP", { exact: true }).fill("50000500");
    await expect(page.getByRole("alert")).toHaveText(unavailable);
    await page.getByLabel("Rua").fill("Rua Nova");
    await page.getByLabel("Número").fill("12");
    await page.getByLabel("Bairro").fill("Várzea");
    await page.getByLabel("Cidade").fill("Recife");
    await page.getByLabel("UF").selectOption("PE");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Rua Nova, 12 — Várzea, Recife/PE — CEP 50000-500")).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("orders"))) ?? "[]") as {
      address: object;
    }[];
    expect(stored[0]?.address).toMatchObject({
      rua: "Rua Nova",
      cidade: "Recife",
      uf: "PE",
      cep: "50000500",
      origem: "manual",
    });
  });

  test("a typed address needs a street and a city, its state the shop's; a later lookup fills the fields again", async ({
    page,
  }) => {
    await page.getByLabel("CEP", { exact: true }).fill("99999999");
    await expect(page.getByRole("alert")).toHaveText(notFound);
    await page.getByLabel("Número").fill("1");
    await page.getByRole("radio", { name: "Cartão de débito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByText("Informe a rua.")).toBeVisible();
    await expect(page.getByText("Informe a cidade.")).toBeVisible();
    await expect(page.getByText("Escolha a UF.")).toHaveCount(0);
    await expect(page).toHaveURL(/\/Carrinho$/);
    expect(await page.evaluate(() => localStorage.getItem("orders"))).toBeNull();

    await page.getByLabel("CEP", { exact: true }).fill("53020140");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua do Amparo");
    await expect(page.getByLabel("Rua")).not.toBeEditable();
    await expect(page.getByLabel("UF")).toHaveValue("PE");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("ViaCEP down: BrasilAPI answers instead", async ({ page }) => {
    await page.getByLabel("CEP", { exact: true }).fill("50000501");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua da Reserva");
    await expect(page.getByLabel("Bairro")).toHaveValue("Santo Antônio");
    expect(await requestsFor("50000501")).toEqual(["/ws/50000501/json/", "/api/cep/v1/50000501"]);
  });

  test("ViaCEP says the CEP does not exist: BrasilAPI is not asked", async ({ page }) => {
    await page.getByLabel("CEP", { exact: true }).fill("99999999");
    await expect(page.getByRole("alert")).toHaveText("CEP não encontrado!");
    expect(await requestsFor("99999999")).toEqual(expect.not.arrayContaining(["/api/cep/v1/99999999"]));
    // Typed by hand from the shop's state, its three cities offered to the city field.
    await expect(page.getByLabel("UF")).toHaveValue("PE");
    const city = page.getByLabel("Cidade");
    await expect(city).toHaveValue("");
    const offered = page.locator(`datalist#${await city.getAttribute("list")} option`);
    await expect(offered).toHaveCount(3);
    expect(
      await offered.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(["Recife", "Olinda", "Jaboatão dos Guararapes"]);
  });

  test("a slow answer for an older CEP never overwrites the newer one", async ({ page }) => {
    const slowAnswer = page.waitForResponse((response) => response.url().includes("52000001"));
    await page.getByLabel("CEP", { exact: true }).fill("52000001");
    await page.getByLabel("CEP", { exact: true }).fill("51020000");
    await expect(page.getByLabel("Rua")).toHaveValue("Avenida Boa Viagem");
    await slowAnswer;
    await expect(page.getByLabel("Rua")).toHaveValue("Avenida Boa Viagem");
    await expect(page.getByLabel("CEP", { exact: true })).toHaveValue("51020-000");
  });

  test("a CEP with no street leaves street and district for the shopper to type", async ({ page }) => {
    await page.getByLabel("CEP", { exact: true }).fill("56800000");
    await expect(page.getByLabel("Cidade")).toHaveValue("Afogados da Ingazeira");
    await expect(page.getByLabel("Rua")).not.toHaveAttribute("readonly");
    await page.getByLabel("Rua").fill("Rua Projetada");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua Projetada");
  });

  test("successful lookups are cached for the session", async ({ page }) => {
    await page.getByLabel("CEP", { exact: true }).fill("53020140");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua do Amparo");
    const asked = (await requestsFor("53020140")).length;
    await page.getByLabel("CEP", { exact: true }).fill("5302014");
    await page.getByLabel("CEP", { exact: true }).fill("53020140");
    await expect(page.getByLabel("Rua")).toHaveValue("Rua do Amparo");
    expect((await requestsFor("53020140")).length).toBe(asked);
  });
});

test.describe("two tabs", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a change in one tab shows in the other, badge included", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await second.goto("/Carrinho");
    await expect(second.getByText("Seu carrinho está vazio.")).toBeVisible();
    await addFromHome(first, "Cold Brew", 2);
    await expect(second.getByRole("link", { name: "Carrinho 2 itens" })).toBeVisible();
    await expect(second.getByRole("heading", { name: "Cold Brew" })).toBeVisible();
  });

  test("orders confirmed in two tabs are both kept", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await addFromHome(first, "Latte");
    await first.goto("/Carrinho");
    await second.goto("/Admin");
    await expect(second.getByText("Nenhum pedido recebido ainda.")).toBeVisible();
    await fillAddress(first, "50030170", "1");
    await first.getByRole("radio", { name: "Dinheiro" }).check();
    await first.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(first.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await expect(second.getByRole("article")).toHaveCount(1);

    await second.goto("/");
    await addFromHome(second, "Cubano");
    await second.goto("/Carrinho");
    await fillAddress(second, "51020000", "2");
    await second.getByRole("radio", { name: "Cartão de débito" }).check();
    await second.getByRole("button", { name: "Confirmar pedido" }).click();
    // The account's second order within 30 s: the quota holds it until then.
    await expect(second.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 45_000 });
    await first.goto("/Admin");
    await expect(first.getByRole("article")).toHaveCount(2);
  });

  test("a tab whose cart another tab ordered and filled again keeps what its form shows, and confirms with it", async ({
    context,
  }) => {
    // Two tabs, two orders and a CEP looked up three times.
    test.setTimeout(120_000);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await addFromHome(first, "Latte");
    await second.goto("/Carrinho");
    await fillAddress(second, "50030-170", "125", "Apto 3");
    await second.getByRole("radio", { name: "Dinheiro" }).check();
    await second.getByLabel("Observações").fill("portão azul");

    // The first tab opens the cart with what the second filled in, and orders with it.
    await first.goto("/Carrinho");
    await expect(first.getByLabel("Cidade")).toHaveValue("Recife");
    await first.getByRole("button", { name: "Confirmar pedido" }).click();
    // Named so once the shop has it, which takes seconds on a busy machine.
    await expect(first.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    const placedFirst = await shownOrderId(first);
    await expect(second.getByText("Seu carrinho está vazio.")).toBeVisible();
    await first.goto("/");
    await addFromHome(first, "Cubano");

    await expect(second.getByRole("heading", { level: 3, name: "Cubano" })).toBeVisible();
    await expect(second.getByLabel("CEP", { exact: true })).toHaveValue("50030-170");
    await expect(second.getByLabel("Cidade")).toHaveValue("Recife");
    await expect(second.getByLabel("Número")).toHaveValue("125");
    await expect(second.getByLabel("Complemento")).toHaveValue("Apto 3");
    await expect(second.getByRole("radio", { name: "Dinheiro" })).toBeChecked();
    await expect(second.getByLabel("Observações")).toHaveValue("portão azul");
    const confirm = second.getByRole("button", { name: "Confirmar pedido" });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    // The account's second order within 30 s: the quota holds it until then.
    await expect(second.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 45_000 });
    expect(await shownOrderId(second)).not.toBe(placedFirst);
    await expect(second.getByText("1x Cubano")).toBeVisible();
    await expect(second.getByText("Rua do Bom Jesus, 125, Apto 3 — Recife, Recife/PE — CEP 50030-170")).toBeVisible();
    await expect(second.getByText("portão azul")).toBeVisible();
    // Each order once on this browser: the Latte's, then the Cubano's.
    await second.goto("/Admin");
    await expect(second.getByRole("article")).toHaveCount(2);
  });
});
