import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";

import { ordersOf, product, recifeAddress } from "../../../tests/support/orders";
import { storedOrderSchema } from "./order-schema";
import {
  deleteOrder,
  formatAddress,
  formatOrderTime,
  isPixReceived,
  latestOrder,
  newestFirst,
  nextOrderId,
  offeredPaymentMethods,
  orderDiscount,
  orderTotal,
  paymentMethodLabel,
  placeOrder,
} from "./orders";

const latte = product("Latte");
const cart = [toCartLine(latte, 2)];
const address = recifeAddress;

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
});

describe("discounts", () => {
  const cart = [{ price: 12.5, quantity: 2 }] as never;
  const delivery = { fee: 5, minMinutes: 20, maxMinutes: 40 };

  it("takes the coupon and the reward off the products, never the delivery fee", () => {
    const order = { cart, delivery, coupon: { code: "A", amount: 2.5 }, reward: { stamps: 10, amount: 12.5 } };
    expect(orderDiscount(order)).toBe(15);
    expect(orderTotal(order)).toBe(15);
  });

  it("never takes off more than the products", () => {
    const order = { cart, delivery, coupon: { code: "A", amount: 20 }, reward: { stamps: 10, amount: 12.5 } };
    expect(orderDiscount(order)).toBe(25);
    expect(orderTotal(order)).toBe(5);
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
    expect(formatOrderTime(Date.UTC(2026, 10, 22, 15, 30))).toBe("22/11/2026, 12:30");
  });

  it("writes what Intl writes for Recife, around midnight and the turn of the year too", () => {
    const recife = new Intl.DateTimeFormat("pt-BR", {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: "America/Recife",
    });
    const instants = [
      Date.UTC(2026, 0, 1, 2, 59),
      Date.UTC(2026, 0, 1, 3, 0),
      Date.UTC(2026, 1, 28, 23, 5),
      Date.UTC(2028, 1, 29, 12, 0),
      Date.UTC(2026, 11, 31, 23, 59),
      ...Array.from({ length: 200 }, (_, step) => Date.UTC(2026, 10, 28) + step * 7_919_993),
    ];
    for (const at of instants) expect(formatOrderTime(at)).toBe(recife.format(at));
  });

  it("writes s/n for an address without a number", () => {
    expect(formatAddress({ ...address, numero: " " })).toBe(
      "Rua do Bom Jesus, s/n — Recife, Recife/PE — CEP 50030-170",
    );
  });
});

describe("payment methods", () => {
  it("offers Pix only with the shop's key, and shows its confirmation", () => {
    expect(offeredPaymentMethods(false)).toEqual(["credito", "debito", "dinheiro"]);
    expect(offeredPaymentMethods(true)).toEqual(["credito", "debito", "dinheiro", "pix"]);
    expect(paymentMethodLabel("pix")).toBe("Pix");
    expect(isPixReceived({ paymentMethod: "pix", payment: null })).toBe(false);
    expect(isPixReceived({ paymentMethod: "pix", payment: "Pix recebido" })).toBe(true);
    expect(isPixReceived({ paymentMethod: "credito", payment: "Pix recebido" })).toBe(false);
  });
});
