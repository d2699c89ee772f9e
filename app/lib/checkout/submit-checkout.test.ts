import { describe, expect, it, vi } from "vitest";

import { type CartItem, toCartLine } from "~/lib/cart";
import type { Order } from "~/lib/orders";
import { StorageWriteError, type StoredEntry } from "~/lib/platform";

import { CHECKOUT_ID, checkoutForm } from "../../../tests/support/checkout";
import { ordersOf, product } from "../../../tests/support/orders";
import { checkoutFailure, type CheckoutStore, submitCheckout } from "./checkout";

const latte = product("Latte");
const cart = [toCartLine(latte, 2)];

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
