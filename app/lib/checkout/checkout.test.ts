import { describe, expect, it, vi } from "vitest";

import { toCartLine } from "~/lib/cart/cart";
import {
  checkoutFailure,
  checkoutOrder,
  type CheckoutStore,
  newCheckoutId,
  parseCheckoutForm,
  submitCheckout,
} from "~/lib/checkout/checkout";
import { ORDER_NOTE_MAX } from "~/lib/checkout/order-note";
import { StorageWriteError, type StoredEntry } from "~/lib/platform/storage";
import type { CartItem, Order } from "~/lib/schemas";
import { defaultShopSettings } from "~/lib/shop/shop-settings";

import { ordersOf, product, recifeAddress } from "../../../tests/support/orders";

const latte = product("Latte");
const CHECKOUT_ID = "0a1b2c3d4e5f60718293a4b5";
const OTHER_CHECKOUT_ID = "ffeeddccbbaa998877665544";
/** The shop's default settings (always open, Recife R$ 5,00 in 30–45 min) at some moment. */
const open = { now: Date.UTC(2026, 10, 24, 15) };
const recifeDelivery = { fee: 5, minMinutes: 30, maxMinutes: 45 };
const cart = [toCartLine(latte, 2)];
const address = recifeAddress;

function checkoutForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    intent: "checkout",
    checkoutId: CHECKOUT_ID,
    origem: "cep",
    cep: "50030-170",
    rua: "Rua do Bom Jesus",
    bairro: "Recife",
    cidade: "Recife",
    uf: "PE",
    numero: " 125 ",
    complemento: "Apto 3",
    pagamento: "dinheiro",
    troco: "",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

describe("checkoutOrder", () => {
  it("a checkout places one order; the same form again lands on it, even with the cart emptied", () => {
    const first = checkoutOrder([], checkoutForm(), cart, { now: 1000 });
    expect(first.result).toMatchObject({ ok: true, created: true, order: { id: 1000, checkoutId: CHECKOUT_ID } });
    const entries = first.next ?? [];
    expect(entries).toHaveLength(1);
    const again = checkoutOrder(entries, checkoutForm(), [], { now: 2000 });
    expect(again).toEqual({ next: null, result: { ok: true, created: false, order: ordersOf(entries)[0] } });
    const other = checkoutOrder(entries, checkoutForm({ checkoutId: OTHER_CHECKOUT_ID }), cart, { now: 2000 });
    expect(other.next).toHaveLength(2);
  });

  it("a checkout with field errors writes nothing", () => {
    expect(checkoutOrder([], checkoutForm({ numero: "" }), cart, { now: 1000 })).toEqual({
      next: null,
      result: { ok: false, errors: { numero: "Informe o número." } },
    });
  });

  it("makes a new random checkout id each time", () => {
    expect(newCheckoutId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newCheckoutId()).not.toBe(newCheckoutId());
  });
});

describe("checkout form", () => {
  it("accepts a complete form, trimming the number and keeping the complement", () => {
    const parsed = parseCheckoutForm(checkoutForm(), cart, open);
    expect(parsed).toEqual({
      ok: true,
      checkoutId: CHECKOUT_ID,
      mode: "delivery",
      address: { ...address, complemento: "Apto 3" },
      paymentMethod: "dinheiro",
      changeFor: null,
      delivery: recifeDelivery,
      note: "",
    });
  });

  it("keeps the shopper's note, trimmed, its lines kept; over the limit it is the field's message", () => {
    const note = "  sem açúcar\r\nportão azul\u0007 ";
    expect(parseCheckoutForm(checkoutForm({ observacoes: note }), cart, open)).toMatchObject({
      ok: true,
      note: "sem açúcar\nportão azul",
    });
    const long = parseCheckoutForm(
      checkoutForm({ observacoes: "a".repeat(ORDER_NOTE_MAX + 1), numero: "" }),
      cart,
      open,
    );
    expect(long).toEqual({
      ok: false,
      errors: { observacoes: "As observações podem ter até 140 caracteres.", numero: "Informe o número." },
    });
    // Spaces around it do not count against the limit.
    expect(
      parseCheckoutForm(checkoutForm({ observacoes: ` ${"a".repeat(ORDER_NOTE_MAX)} ` }), cart, open),
    ).toMatchObject({
      ok: true,
    });
  });

  it("answers pt-BR messages per field for a tampered form", () => {
    const parsed = parseCheckoutForm(checkoutForm({ numero: " ", pagamento: "pix", cidade: "", uf: "P" }), [], open);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        cart: "Seu carrinho está vazio.",
        numero: "Informe o número.",
        pagamento: "Escolha a forma de pagamento.",
        cidade: "Informe a cidade.",
        uf: "Escolha a UF.",
      },
    });
  });

  it("takes a typed address when the lookup failed: a state of the 27, a street and a city", () => {
    const typed = { origem: "manual", rua: " Rua Nova ", bairro: "", cidade: "Recife", uf: "PE" };
    expect(parseCheckoutForm(checkoutForm(typed), cart, open)).toMatchObject({
      ok: true,
      address: { rua: "Rua Nova", bairro: "", uf: "PE", origem: "manual" },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, uf: "XX" }), cart, open)).toEqual({
      ok: false,
      errors: { uf: "Escolha a UF." },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, uf: "pe" }), cart, open)).toEqual({
      ok: false,
      errors: { uf: "Escolha a UF." },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, rua: "  " }), cart, open)).toEqual({
      ok: false,
      errors: { rua: "Informe a rua." },
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, origem: "adivinhado" }), cart, open)).toMatchObject({
      ok: false,
    });
    expect(parseCheckoutForm(checkoutForm({ ...typed, rua: "", cidade: "", uf: "" }), cart, open)).toEqual({
      ok: false,
      errors: { rua: "Informe a rua.", cidade: "Informe a cidade.", uf: "Escolha a UF." },
    });
  });

  it("takes change only with cash, and only for at least the total with the delivery fee", () => {
    expect(parseCheckoutForm(checkoutForm({ troco: "50,00" }), cart, open)).toMatchObject({ ok: true, changeFor: 50 });
    // 2 × Latte is R$ 25,00, and delivery in Recife R$ 5,00.
    expect(parseCheckoutForm(checkoutForm({ troco: "30" }), cart, open)).toMatchObject({ ok: true, changeFor: 30 });
    expect(parseCheckoutForm(checkoutForm({ troco: "29,99" }), cart, open)).toEqual({
      ok: false,
      errors: { troco: "O troco deve ser para um valor igual ou maior que o total." },
    });
    expect(parseCheckoutForm(checkoutForm({ troco: "muito" }), cart, open)).toMatchObject({ ok: false });
    expect(parseCheckoutForm(checkoutForm({ troco: "10", pagamento: "credito" }), cart, open)).toMatchObject({
      ok: true,
      changeFor: null,
    });
  });

  it("refuses while the shop is closed, with what is sold out, or to a city outside every area", () => {
    const paused = { ...open, settings: { ...defaultShopSettings, paused: true } };
    expect(parseCheckoutForm(checkoutForm(), cart, paused)).toEqual({
      ok: false,
      errors: { form: "Loja fechada. Os pedidos estão pausados no momento." },
    });
    const noLatte = { ...open, settings: { ...defaultShopSettings, soldOut: ["Latte"] } };
    expect(parseCheckoutForm(checkoutForm(), cart, noLatte)).toEqual({
      ok: false,
      errors: { cart: "Esgotado: Latte. Remova do carrinho para confirmar o pedido." },
    });
    expect(parseCheckoutForm(checkoutForm({ cidade: "São Paulo", uf: "SP" }), cart, open)).toEqual({
      ok: false,
      errors: { cidade: "Ainda não entregamos em São Paulo." },
    });
  });

  it("stores the fee and time of the address's area", () => {
    expect(parseCheckoutForm(checkoutForm({ cidade: "OLINDA" }), cart, open)).toMatchObject({
      ok: true,
      delivery: { fee: 8, minMinutes: 40, maxMinutes: 60 },
    });
  });

  it("takes Pix only when the build offers it, and never with change", () => {
    expect(parseCheckoutForm(checkoutForm({ pagamento: "pix" }), cart, open)).toEqual({
      ok: false,
      errors: { pagamento: "Escolha a forma de pagamento." },
    });
    expect(
      parseCheckoutForm(checkoutForm({ pagamento: "pix", troco: "50" }), cart, { ...open, pixOffered: true }),
    ).toMatchObject({
      ok: true,
      paymentMethod: "pix",
      changeFor: null,
    });
  });
});

/** An in-memory store with the gateway's contract: a refused write throws StorageWriteError and changes nothing. */
function memoryStore(initialCart: CartItem[], refuse: { orders?: boolean; cart?: boolean } = {}) {
  const state = { cart: initialCart, orders: [] as StoredEntry<Order>[], orderWrites: 0 };
  const store: CheckoutStore = {
    readCart: async () => state.cart,
    writeCart(next) {
      if (refuse.cart) throw new StorageWriteError("cart", "quota");
      state.cart = next;
    },
    async changeOrders(change) {
      const { next, result } = change(state.orders);
      if (next) {
        if (refuse.orders) throw new StorageWriteError("orders", "quota");
        state.orders = next;
        state.orderWrites += 1;
      }
      return result;
    },
  };
  return { state, store };
}

describe("submitCheckout", () => {
  const options = { now: 1000, toShop: false };

  it("saves the order, then empties the cart", async () => {
    const { state, store } = memoryStore(cart);
    const outcome = await submitCheckout(checkoutForm(), store, options);
    expect(outcome).toMatchObject({ ok: true, order: { id: 1000, checkoutId: CHECKOUT_ID, cart } });
    expect(ordersOf(state.orders)).toHaveLength(1);
    expect(state.cart).toEqual([]);
  });

  it("a second submission of the same form lands on the first order and writes nothing", async () => {
    const { state, store } = memoryStore(cart);
    const first = await submitCheckout(checkoutForm(), store, options);
    const second = await submitCheckout(checkoutForm(), store, { ...options, now: 2000 });
    expect(second).toEqual(first);
    expect(state.orderWrites).toBe(1);
  });

  it("a resubmitted form does not empty a cart filled again since", async () => {
    const { state, store } = memoryStore(cart);
    await submitCheckout(checkoutForm(), store, options);
    state.cart = [toCartLine(latte, 1)];
    await submitCheckout(checkoutForm(), store, { ...options, now: 2000 });
    expect(state.cart).toEqual([toCartLine(latte, 1)]);
  });

  it("prices the order from the catalogue, not from what was stored in the cart", async () => {
    const { state, store } = memoryStore([{ ...cart[0]!, price: 0.01 }]);
    await submitCheckout(checkoutForm(), store, options);
    expect(ordersOf(state.orders)[0]?.cart[0]?.price).toBe(latte.price);
  });

  it("answers field errors and writes nothing when the form is wrong", async () => {
    const { state, store } = memoryStore(cart);
    expect(await submitCheckout(checkoutForm({ numero: "" }), store, options)).toEqual({
      ok: false,
      message: "Corrija os campos indicados.",
      fieldErrors: { numero: "Informe o número." },
    });
    expect(state.orders).toEqual([]);
    expect(state.cart).toEqual(cart);
  });

  it("a storage that refuses the order becomes the form's message, and the cart stays", async () => {
    const { state, store } = memoryStore(cart, { orders: true });
    const outcome = await submitCheckout(checkoutForm(), store, options);
    expect(outcome).toMatchObject({
      ok: false,
      message: expect.stringContaining("armazenamento"),
      fieldErrors: { form: expect.stringContaining("armazenamento") },
    });
    expect(state.cart).toEqual(cart);
  });

  it("keeps the order when only the cart cannot be emptied", async () => {
    const { state, store } = memoryStore(cart, { cart: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await submitCheckout(checkoutForm(), store, options)).toMatchObject({ ok: true });
    expect(ordersOf(state.orders)).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("marks the order for the shop's inbox when the build has one", async () => {
    const { store } = memoryStore(cart);
    expect(await submitCheckout(checkoutForm(), store, { ...options, toShop: true })).toMatchObject({
      order: { inbox: "pending" },
    });
  });

  it("stores a Pix order as paymentMethod 'pix', payment not yet confirmed", async () => {
    const { state, store } = memoryStore(cart);
    expect(
      await submitCheckout(checkoutForm({ pagamento: "pix" }), store, { ...options, pixOffered: true }),
    ).toMatchObject({ ok: true, order: { paymentMethod: "pix", changeFor: null, payment: null } });
    expect(ordersOf(state.orders)).toHaveLength(1);
    const refused = memoryStore(cart);
    expect(await submitCheckout(checkoutForm({ pagamento: "pix" }), refused.store, options)).toMatchObject({
      ok: false,
    });
    expect(refused.state.orderWrites).toBe(0);
  });

  it("throws what is not a storage refusal: that is a bug, not a message", async () => {
    const { store } = memoryStore(cart);
    const broken: CheckoutStore = { ...store, changeOrders: async () => Promise.reject(new TypeError("bug")) };
    await expect(submitCheckout(checkoutForm(), broken, options)).rejects.toThrow("bug");
  });
});

describe("checkoutFailure", () => {
  it("says the cart's problem first, then the form's, else points at the fields", () => {
    const errors = { cart: "Seu carrinho está vazio.", form: "Loja fechada.", numero: "Informe o número." };
    expect(checkoutFailure(errors)).toEqual({ ok: false, message: "Seu carrinho está vazio.", fieldErrors: errors });
    expect(checkoutFailure({ form: "Loja fechada." })).toMatchObject({ message: "Loja fechada." });
    expect(checkoutFailure({ numero: "Informe o número." })).toMatchObject({ message: "Corrija os campos indicados." });
  });
});
