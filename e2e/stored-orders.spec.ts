import { addFromHome, expect, fillAddress, seedStorage, test } from "./fixtures";

const latteLine = { image: "/coffees/latte.svg", type: "Tradicional", description: "Latte", price: 12.5, quantity: 2 };

/** An order as the original shop stored it: the CEP as ViaCEP writes it, and no number. */
const legacyOrder = {
  id: 1_700_000_000_000,
  address: {
    rua: "Rua da Aurora",
    bairro: "Boa Vista",
    cidade: "Recife",
    uf: "PE",
    numero: "",
    complemento: "",
    cep: "52011-000",
  },
  paymentMethod: "credito",
  cart: [latteLine],
  status: "Pendente",
  payment: null,
};

/** An order written by a newer version of the shop: a status, a payment method and a field this one does not know. */
const newerOrder = {
  id: 1_700_000_100_000,
  address: {
    rua: "Rua do Sol",
    bairro: "Santo Antônio",
    cidade: "Recife",
    uf: "PE",
    numero: "7",
    complemento: "",
    cep: "50010000",
    origem: "cep",
  },
  paymentMethod: "boleto",
  changeFor: null,
  cart: [latteLine],
  status: "Saiu para entrega",
  payment: null,
  cupom: { codigo: "CAFE10", desconto: 0.1 },
};

function storedOrders(page: import("@playwright/test").Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("orders"));
}

test.describe("stored orders", () => {
  test("an order of the original shop is shown, with s/n for its number, and stays stored as it was", async ({
    page,
  }) => {
    const stored = JSON.stringify([legacyOrder]);
    await seedStorage(page, { orders: stored });
    await page.goto("/Admin");
    const order = page.getByRole("article");
    await expect(order).toHaveCount(1);
    await expect(order.getByText("Rua da Aurora, s/n — Boa Vista, Recife/PE — CEP 52011-000")).toBeVisible();
    await expect(order.getByText("2x Latte")).toBeVisible();
    expect(await storedOrders(page)).toBe(stored);
    await page.goto("/order-done");
    await expect(page.getByText("Rua da Aurora, s/n — Boa Vista, Recife/PE")).toBeVisible();
    expect(await storedOrders(page)).toBe(stored);
  });

  test("another version's values are shown as they are, unreadable entries are counted and kept through a delete", async ({
    page,
  }) => {
    const badDate = { ...legacyOrder, id: 9e15, address: { ...legacyOrder.address, numero: "12" } };
    const junk = { pedido: "rasgado" };
    await seedStorage(page, { orders: JSON.stringify([newerOrder, junk, badDate]) });
    await page.goto("/Admin");
    const orders = page.getByRole("article");
    await expect(orders).toHaveCount(2);
    await expect(page.getByText("1 pedido salvo não pôde ser lido")).toBeVisible();

    const newer = orders.filter({ hasText: "Rua do Sol" });
    await expect(newer.getByText("Saiu para entrega")).toBeVisible();
    await expect(newer.getByText("boleto", { exact: true })).toBeVisible();
    await expect(orders.filter({ hasText: "Rua da Aurora" }).getByText("data inválida")).toBeVisible();

    await orders.filter({ hasText: "Rua da Aurora" }).getByRole("button", { name: "Excluir pedido" }).click();
    await expect(orders).toHaveCount(1);
    expect(JSON.parse((await storedOrders(page)) ?? "null")).toEqual([newerOrder, junk]);
    await expect(page.getByText("1 pedido salvo não pôde ser lido")).toBeVisible();
  });

  test("a stored value that is not a list is kept when a new order is saved", async ({ page }) => {
    await seedStorage(page, { orders: "{oops" });
    await page.goto("/Admin");
    await expect(page.getByText("Nenhum pedido recebido ainda.")).toBeVisible();
    await expect(page.getByText("1 pedido salvo não pôde ser lido")).toBeVisible();
    expect(await storedOrders(page)).toBe("{oops");

    await page.goto("/");
    await addFromHome(page, "Cubano");
    await page.goto("/Carrinho");
    await fillAddress(page, "50030170", "3");
    await page.getByRole("radio", { name: "Cartão de crédito" }).check();
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    await expect(page.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    const after = JSON.parse((await storedOrders(page)) ?? "null") as unknown[];
    expect(after).toHaveLength(2);
    expect(after[0]).toBe("{oops");
  });
});

test.describe("two tabs and the orders", () => {
  test.setTimeout(90_000);

  test("one tab deletes an order while the other confirms a new one: both survive", async ({ context }) => {
    const admin = await context.newPage();
    const shopper = await context.newPage();
    await admin.goto("/");
    await admin.evaluate((order) => localStorage.setItem("orders", JSON.stringify([order])), legacyOrder);

    await shopper.goto("/");
    await addFromHome(shopper, "Macchiato");
    await shopper.goto("/Carrinho");
    await fillAddress(shopper, "51020000", "40");
    await shopper.getByRole("radio", { name: "Cartão de débito" }).check();

    await admin.goto("/Admin");
    await expect(admin.getByRole("article")).toHaveCount(1);
    await Promise.all([
      admin.getByRole("button", { name: "Excluir pedido" }).click(),
      shopper.getByRole("button", { name: "Confirmar pedido" }).click(),
    ]);
    await expect(shopper.getByRole("heading", { name: "Uhuul! Pedido confirmado" })).toBeVisible({ timeout: 20_000 });
    await expect(admin.getByRole("article")).toHaveCount(1);
    await expect(admin.getByRole("article").getByText("1x Macchiato")).toBeVisible();

    const stored = JSON.parse((await admin.evaluate(() => localStorage.getItem("orders"))) ?? "null") as {
      id: number;
    }[];
    expect(stored.map((order) => order.id)).not.toContain(legacyOrder.id);
    expect(stored).toHaveLength(1);
  });
});
