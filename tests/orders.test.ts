import { describe, expect, it } from "vitest";
import { toCartLine } from "~/lib/cart";
import { findProduct } from "~/lib/catalogue";
import {
  deleteOrder,
  formatAddress,
  formatOrderTime,
  latestOrder,
  newCheckoutId,
  newestFirst,
  nextOrderId,
  orderTotal,
  parseCheckoutForm,
  parseMoneyInput,
  placeOrder,
  checkoutOrder,
} from "~/lib/orders";
import { storedOrderSchema, type Address, type Order } from "~/lib/schemas";
import type { StoredEntry } from "~/lib/storage";

const latte = findProduct("Latte");
if (!latte) throw new Error("Latte missing");
const cart = [toCartLine(latte, 2)];
const address: Address = {
  rua: "Rua do Bom Jesus",
  bairro: "Recife",
  cidade: "Recife",
  uf: "PE",
  numero: "125",
  complemento: "",
  cep: "50030170",
  origem: "cep",
};

const ordersOf = (entries: readonly StoredEntry<Order>[]): Order[] =>
  entries.flatMap((entry) => (entry.value ? [entry.value] : []));

function checkoutForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    intent: "checkout",
    checkoutId: "abc",
    origem: "cep",
    cep: "50030-170",
    rua: "Rua do Bom Jesus",
    bairro: "Recife",
    cidade: "Recife",
    uf: "PE",
    numero: " 125 ",
    complemento: "Apto 3",
    paymentMethod: "dinheiro",
    troco: "",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe("order ids", () => {
  it("uses the time, and stays unique within one millisecond", () => {
    expect(nextOrderId([], 1000)).toBe(1000);
    expect(nextOrderId([{ id: 1000 }], 1000)).toBe(1001);
    expect(nextOrderId([{ id: 5000 }], 1000)).toBe(5001);
  });

  it("builds orders that pass the stored schema, with status Pendente and payment null", () => {
    const first = placeOrder([], { checkoutId: "a", address, paymentMethod: "credito", changeFor: 50, cart }, 1000);
    const second = placeOrder(
      first.entries,
      { checkoutId: "b", address, paymentMethod: "debito", changeFor: null, cart },
      1000,
    );
    expect(ordersOf(second.entries).map((o) => o.id)).toEqual([1000, 1001]);
    expect(first.order).toMatchObject({ status: "Pendente", payment: null, changeFor: null });
    for (const entry of second.entries) expect(storedOrderSchema.safeParse(entry.raw).success).toBe(true);
  });

  it("a checkout places one order; the same form again lands on it, even with the cart emptied", () => {
    const first = checkoutOrder([], checkoutForm(), cart, 1000);
    expect(first.result).toMatchObject({ ok: true, created: true, order: { id: 1000, checkoutId: "abc" } });
    const entries = first.next ?? [];
    expect(entries).toHaveLength(1);
    const again = checkoutOrder(entries, checkoutForm(), [], 2000);
    expect(again).toEqual({ next: null, result: { ok: true, created: false, order: ordersOf(entries)[0] } });
    const other = checkoutOrder(entries, checkoutForm({ checkoutId: "def" }), cart, 2000);
    expect(other.next).toHaveLength(2);
  });

  it("a checkout with field errors writes nothing", () => {
    expect(checkoutOrder([], checkoutForm({ numero: "" }), cart, 1000)).toEqual({
      next: null,
      result: { ok: false, errors: { numero: "Informe o número." } },
    });
  });

  it("sorts, finds the latest, totals and deletes", () => {
    const { entries } = placeOrder(
      placeOrder([], { checkoutId: "a", address, paymentMethod: "credito", changeFor: null, cart }, 1000).entries,
      { checkoutId: "b", address, paymentMethod: "debito", changeFor: null, cart: [toCartLine(latte, 1)] },
      3000,
    );
    const orders = ordersOf(entries);
    expect(newestFirst(orders).map((o) => o.id)).toEqual([3000, 1000]);
    expect(latestOrder(orders)?.id).toBe(3000);
    expect(latestOrder([])).toBeUndefined();
    expect(orderTotal(orders[0] ?? { cart: [] })).toBe(25);
    expect(ordersOf(deleteOrder(entries, 1000, 0)).map((o) => o.id)).toEqual([3000]);
  });

  it("makes a new random checkout id each time", () => {
    expect(newCheckoutId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newCheckoutId()).not.toBe(newCheckoutId());
  });
});

describe("checkout form", () => {
  it("accepts a complete form, trimming the number and keeping the complement", () => {
    const parsed = parseCheckoutForm(checkoutForm(), cart);
    expect(parsed).toEqual({
      ok: true,
      checkoutId: "abc",
      address: { ...address, complemento: "Apto 3" },
      paymentMethod: "dinheiro",
      changeFor: null,
    });
  });

  it("answers pt-BR messages per field for a tampered form", () => {
    const parsed = parseCheckoutForm(checkoutForm({ numero: " ", paymentMethod: "pix", cidade: "", uf: "P" }), []);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        cart: "Seu carrinho está vazio.",
        numero: "Informe o número.",
        paymentMethod: "Escolha a forma de pagamento.",
        cidade: "Informe a cidade.",
        uf: "Escolha a UF.",
      },
    });
  });

  it("takes a typed address when the lookup failed: a state of the 27, a street and a city", () => {
    const typed = { origem: "manual", rua: " Rua Nova ", bairro: "", cidade: "Recife", uf: "PE" };
    expect(parseCheckoutForm(checkoutForm(typed), cart)).toMatchObject({
      ok: true,
      address: { rua: "Rua Nova", bairro: "", uf: "PE", origem: "manual" },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, uf: "XX" }), cart)).toEqual({
      ok: false,
      errors: { uf: "Escolha a UF." },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, uf: "pe" }), cart)).toEqual({
      ok: false,
      errors: { uf: "Escolha a UF." },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, rua: "  " }), cart)).toEqual({
      ok: false,
      errors: { rua: "Informe a rua." },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, origem: "adivinhado" }), cart)).toMatchObject({ ok: false });
    expect(parseCheckoutForm(checkoutForm({ ...typed, rua: "", cidade: "", uf: "" }), cart)).toEqual({
      ok: false,
      errors: { rua: "Informe a rua.", cidade: "Informe a cidade.", uf: "Escolha a UF." },
    });
  });

  it("takes change only with cash, and only for at least the total", () => {
    expect(parseCheckoutForm(checkoutForm({ troco: "50,00" }), cart)).toMatchObject({ ok: true, changeFor: 50 });
    expect(parseCheckoutForm(checkoutForm({ troco: "25" }), cart)).toMatchObject({ ok: true, changeFor: 25 });
    expect(parseCheckoutForm(checkoutForm({ troco: "24,99" }), cart)).toEqual({
      ok: false,
      errors: { troco: "O troco deve ser para um valor igual ou maior que o total." },
    });
    expect(parseCheckoutForm(checkoutForm({ troco: "muito" }), cart)).toMatchObject({ ok: false });
    expect(parseCheckoutForm(checkoutForm({ troco: "10", paymentMethod: "credito" }), cart)).toMatchObject({
      ok: true,
      changeFor: null,
    });
  });

  it("reads money the Brazilian way", () => {
    expect(parseMoneyInput("50")).toBe(50);
    expect(parseMoneyInput("R$ 1.234,50")).toBe(1234.5);
    expect(parseMoneyInput("1.000")).toBe(1000);
    expect(parseMoneyInput("12,5")).toBe(12.5);
    expect(parseMoneyInput("12,555")).toBeNaN();
    expect(parseMoneyInput("-3")).toBeNaN();
  });
});

describe("formatting", () => {
  it("writes the address on one line with number, complement and masked CEP", () => {
    expect(formatAddress({ ...address, complemento: "Apto 3" })).toBe(
      "Rua do Bom Jesus, 125, Apto 3 — Recife, Recife/PE — CEP 50030-170",
    );
    expect(formatAddress({ ...address, rua: "", bairro: "" })).toBe("Sem logradouro, 125 — Recife/PE — CEP 50030-170");
  });

  it("shows the id as Recife's date and time", () => {
    expect(formatOrderTime(Date.UTC(2026, 10, 22, 15, 30))).toMatch(/^22\/11\/2026,? 12:30$/);
  });

  it("writes s/n for an address without a number", () => {
    expect(formatAddress({ ...address, numero: " " })).toBe(
      "Rua do Bom Jesus, s/n — Recife, Recife/PE — CEP 50030-170",
    );
  });
});
