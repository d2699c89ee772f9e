import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { catalogueMenu } from "~/lib/menu";
import { applyMenu, forgetMenu } from "~/lib/menu/live-menu";
import { ORDER_NOTE_MAX } from "~/lib/orders";
import { defaultShopSettings } from "~/lib/shop";

import { CHECKOUT_ID, checkoutForm } from "../../../tests/support/checkout";
import { ordersOf, product, recifeAddress } from "../../../tests/support/orders";
import { checkoutOrder, newCheckoutId, parseCheckoutForm } from "./checkout";

const latte = product("Latte");
const OTHER_CHECKOUT_ID = "ffeeddccbbaa998877665544";
/** The shop's default settings (always open, Recife R$ 5,00 in 30–45 min) at some moment. */
const open = { now: Date.UTC(2026, 10, 24, 15) };
const recifeDelivery = { fee: 5, minMinutes: 30, maxMinutes: 45 };
const cart = [toCartLine(latte, 2)];
const address = recifeAddress;

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
      callName: "",
      phone: "",
      cpf: "",
      scheduledFor: null,
      table: null,
      coupon: null,
    });
  });

  it("carries the applied coupon, and refuses one that takes more than the products", () => {
    const coupon = (cupom: string, cupomDesconto: string) =>
      parseCheckoutForm(checkoutForm({ cupom, cupomDesconto }), cart, open);
    expect(coupon("primeirocafe", "1.25")).toMatchObject({ ok: true, coupon: { code: "PRIMEIROCAFE", amount: 1.25 } });
    expect(coupon("PRIMEIROCAFE", "9999")).toEqual({ ok: false, errors: { cupom: "Cupom inválido" } });
    expect(coupon("PRIMEIRO CAFÉ", "1")).toEqual({ ok: false, errors: { cupom: "Cupom inválido" } });
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
    const withCoupon = (troco: string) =>
      parseCheckoutForm(checkoutForm({ troco, cupom: "PRIMEIROCAFE", cupomDesconto: "2.5" }), cart, open);
    expect(withCoupon("27,50")).toMatchObject({ ok: true, changeFor: 27.5 });
    expect(withCoupon("27,49")).toMatchObject({ ok: false, errors: { troco: expect.any(String) } });
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

  it("refuses a subtotal other than the one the page showed, and a drink the Dono took off the menu", () => {
    // Two Lattes at R$ 12,50: the page showed 2500 cents.
    expect(parseCheckoutForm(checkoutForm({ subtotalVisto: "2500" }), cart, open)).toMatchObject({ ok: true });
    expect(parseCheckoutForm(checkoutForm({ subtotalVisto: "2400" }), cart, open)).toEqual({
      ok: false,
      errors: { cart: "Os preços do cardápio mudaram. Confira o carrinho e confirme de novo." },
    });
    const menu = catalogueMenu();
    applyMenu({ ...menu, drinks: menu.drinks.map((drink) => ({ ...drink, hidden: drink.id === "Latte" })) });
    try {
      expect(parseCheckoutForm(checkoutForm({ subtotalVisto: "2500" }), cart, open)).toEqual({
        ok: false,
        errors: { cart: "Fora do cardápio: Latte. Remova do carrinho para confirmar o pedido." },
      });
    } finally {
      forgetMenu();
    }
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
