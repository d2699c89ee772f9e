import { describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { findProduct, formatBRL } from "~/lib/catalogue";
import { parseWhatsAppNumber, pickupDelivery } from "~/lib/shop";

import { buildOrder } from "./orders";
import { orderMessage, readyNoticeUrl, whatsAppAboutOrderUrl, whatsAppOrderUrl } from "./whatsapp";

const latte = findProduct("Latte");
const cubano = findProduct("Cubano");
if (!latte || !cubano) throw new Error("catalogue changed");

const order = buildOrder({
  id: Date.UTC(2026, 10, 22, 15, 30),
  checkoutId: "x",
  address: {
    rua: "Rua do Bom Jesus",
    numero: "125",
    complemento: "Apto 3",
    bairro: "Recife",
    cidade: "Recife",
    uf: "PE",
    cep: "50030170",
    origem: "cep",
  },
  paymentMethod: "dinheiro",
  changeFor: 50,
  cart: [toCartLine(latte, 2), toCartLine(cubano, 1)],
});

describe("WhatsApp number", () => {
  it("keeps digits with the country code", () => {
    expect(parseWhatsAppNumber("5581999999999")).toBe("5581999999999");
    expect(parseWhatsAppNumber("+55 (81) 99999-9999")).toBe("5581999999999");
  });

  it("gives no number rather than a wrong one", () => {
    expect(parseWhatsAppNumber(undefined)).toBeNull();
    expect(parseWhatsAppNumber("")).toBeNull();
    expect(parseWhatsAppNumber("99999-9999")).toBeNull();
    expect(parseWhatsAppNumber("55819999abc")).toBeNull();
  });
});

describe("order message", () => {
  it("names each line's choices, at its price with them", () => {
    const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };
    const withChoices = { ...order, cart: [toCartLine(latte, 1, grandeOat)] };
    expect(orderMessage(withChoices, "Cafeteria", order.id).replace(/\u00a0/g, " ")).toContain(
      "1x Latte (Grande, Vegetal de aveia, Dose extra de expresso) — R$ 22,50",
    );
  });

  it("reads as a pt-BR summary: number, time, lines, total, payment with change, address", () => {
    expect(orderMessage(order, "Cafeteria", order.id).replace(/\u00a0/g, " ")).toBe(
      [
        "Olá, Cafeteria! Segue meu pedido.",
        "",
        `Pedido nº ${order.id} — 22/11/2026, 12:30`,
        "",
        "2x Latte (Pequeno, Integral) — R$ 25,00",
        "1x Cubano — R$ 18,90",
        "",
        "Total: R$ 43,90",
        "Pagamento na entrega: Dinheiro (Troco para R$ 50,00)",
        "Entrega: Rua do Bom Jesus, 125, Apto 3 — Recife, Recife/PE — CEP 50030-170",
      ].join("\n"),
    );
  });

  it("ends with the shopper's note, on one line", () => {
    expect(orderMessage({ ...order, note: "sem açúcar\nportão azul" }, "Cafeteria", order.id)).toMatch(
      /\nObservações: sem açúcar portão azul$/,
    );
    expect(orderMessage(order, "Cafeteria", order.id)).not.toContain("Observações");
  });

  it("names card payments without change", () => {
    expect(orderMessage({ ...order, paymentMethod: "credito", changeFor: null }, "Cafeteria", order.id)).toContain(
      "Pagamento na entrega: Cartão de crédito\n",
    );
  });

  it("does not say a Pix order is paid on delivery", () => {
    const message = orderMessage({ ...order, paymentMethod: "pix", changeFor: null }, "Cafeteria", order.id);
    expect(message).toContain("Pagamento: Pix\n");
    expect(message).not.toContain("na entrega");
  });

  it("survives any characters in the address, in the text and in the link", () => {
    const tricky = {
      ...order,
      address: { ...order.address!, rua: "Rua A & B #2 ?x=1 100%", complemento: 'Bloco "C"\nApto 4 ☕' },
    };
    const message = orderMessage(tricky, "Cafeteria", order.id);
    expect(message).toContain('Rua A & B #2 ?x=1 100%, 125, Bloco "C" Apto 4 ☕');
    const url = new URL(whatsAppOrderUrl("5581999999999", tricky, "Cafeteria", order.id));
    expect(url.origin + url.pathname).toBe("https://wa.me/5581999999999");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(message);
  });
});

describe("a pickup's message", () => {
  it("says Retirada na loja with the shop's address and time, no address of the shopper's and no fee", () => {
    const pickup = buildOrder({
      id: order.id,
      checkoutId: "y",
      address: null,
      mode: "pickup",
      paymentMethod: "credito",
      changeFor: null,
      cart: [toCartLine(latte, 1)],
      delivery: pickupDelivery,
    });
    const message = orderMessage(pickup, "Cafeteria", order.id);
    expect(message).toContain("Retirada na loja: Rua do Bom Jesus, 200 — Recife/PE (pronto em 10–15 min)");
    expect(message).toContain("Pagamento na retirada: Cartão de crédito");
    expect(message).toContain("Total: R$\u00a012,50");
    expect(message).not.toContain("Taxa de entrega");
    expect(message).not.toContain("Entrega:");
  });
});

describe("a scheduled order's message", () => {
  // 07:30 in Recife on the day after the order (12:30 on 22/11).
  const tomorrowAt730 = Date.UTC(2026, 10, 23, 10, 30);

  it('says "Agendado para amanhã, 07:30" under its number, instead of the estimate from now', () => {
    const delivery = { fee: 5, minMinutes: 30, maxMinutes: 45 };
    const message = orderMessage({ ...order, delivery, scheduledFor: tomorrowAt730 }, "Cafeteria", order.id);
    const lines = message.split("\n");
    expect(lines[2]).toBe(`Pedido nº ${order.id} — 22/11/2026, 12:30`);
    expect(lines[3]).toBe("Agendado para amanhã, 07:30");
    expect(message.replace(/\u00a0/g, " ")).toContain("Taxa de entrega: R$ 5,00\n");
    expect(message).not.toContain("previsão");
  });

  it("says the day from the time it is sent, and a pickup's has no ready time", () => {
    const pickup = { ...order, address: null, mode: "pickup", delivery: pickupDelivery, scheduledFor: tomorrowAt730 };
    const message = orderMessage(pickup, "Cafeteria", tomorrowAt730 - 60 * 60 * 1000);
    expect(message).toContain("Agendado para hoje, 07:30");
    expect(message).toMatch(/\nRetirada na loja: Rua do Bom Jesus, 200 — Recife\/PE$/);
  });

  it("has no such line for an order for now", () => {
    expect(orderMessage(order, "Cafeteria", order.id)).not.toContain("Agendado");
  });
});

describe("a table order and discounts in the message", () => {
  const atTable = {
    ...order,
    mode: "table",
    address: null,
    table: { number: 4, code: "0123456789abcdef0123456789abcdef" },
    paymentMethod: "caixa",
    changeFor: null,
    delivery: pickupDelivery,
    coupon: { code: "PRIMEIROCAFE", amount: 2.5 },
  };

  it("says the table, never a pickup at the counter, and what the coupon took off", () => {
    const message = orderMessage(atTable, "Cafeteria", atTable.id);
    expect(message).toContain("Na mesa 4");
    expect(message).not.toContain("Retirada na loja");
    expect(message).toContain("Pagamento: Pagar no caixa");
    expect(message).toContain(`Cupom PRIMEIROCAFE: −${formatBRL(2.5)}`);
  });
});

describe("a message about an order the shop has", () => {
  it("names the order to ask about, without its lines, so nothing reads as a second order", () => {
    const url = new URL(whatsAppAboutOrderUrl("5581999999999", order, "Cafeteria"));
    expect(url.origin + url.pathname).toBe("https://wa.me/5581999999999");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toBe(
      `Olá, Cafeteria! Tenho uma dúvida sobre o meu pedido nº ${order.id}, feito em 22/11/2026, 12:30.`,
    );
    expect(text).not.toContain("Latte");
  });

  it("says the short number of the day once the shop gave it, the one the counter knows", () => {
    const numbered = { ...order, dayNumber: 7 };
    const text = new URL(whatsAppAboutOrderUrl("5581999999999", numbered, "Cafeteria")).searchParams.get("text");
    expect(text).toBe("Olá, Cafeteria! Tenho uma dúvida sobre o meu pedido nº 007, feito em 22/11/2026, 12:30.");
  });
});

describe("Avisar no WhatsApp", () => {
  const ready = { id: order.id, dayNumber: 42, status: "Pronto para retirada", callName: "Ana", phone: "81998765432" };

  it("tells a pickup's shopper by name that it is ready, to their mobile", () => {
    const url = new URL(readyNoticeUrl(ready, "Cafeteria") ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/5581998765432");
    expect(url.searchParams.get("text")).toBe("Oi, Ana! Seu pedido nº 042 está pronto para retirada na Cafeteria.");
  });

  it("tells a delivery it left, without a name when none was given", () => {
    const out = { ...ready, status: "Saiu para entrega", callName: undefined };
    expect(new URL(readyNoticeUrl(out, "Cafeteria") ?? "").searchParams.get("text")).toBe(
      "Oi! Seu pedido nº 042 da Cafeteria saiu para entrega.",
    );
  });

  it("is not offered without a mobile, nor before the order is ready or after it was handed over", () => {
    expect(readyNoticeUrl({ ...ready, phone: undefined }, "Cafeteria")).toBeNull();
    for (const status of ["Pendente", "Em preparo", "Retirado", "Cancelado"])
      expect(readyNoticeUrl({ ...ready, status }, "Cafeteria")).toBeNull();
  });
});
