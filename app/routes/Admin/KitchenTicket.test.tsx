// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { toCartLine } from "~/lib/cart";
import type { ShopOrder } from "~/lib/orders";
import { KitchenTicket } from "~/routes/Admin/KitchenTicket";

import { product, recifeAddress } from "../../../tests/support/orders";

// 12:30 in Recife, 22/11/2026.
const NOW = Date.UTC(2026, 10, 22, 15, 30);

const order: ShopOrder = {
  docId: "doc",
  id: NOW - 60_000,
  checkoutId: "doc",
  mode: "delivery",
  address: recifeAddress,
  paymentMethod: "credito",
  changeFor: null,
  cart: [toCartLine(product("Latte"), 1)],
  status: "Pendente",
  payment: null,
  customerUid: "u",
  createdAt: NOW - 60_000,
  scheduledFor: null,
  delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
  note: "",
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the kitchen ticket", () => {
  it("says when a scheduled order is for, from the time it is printed", () => {
    render(<KitchenTicket order={{ ...order, scheduledFor: Date.UTC(2026, 10, 23, 10, 30) }} />);
    const ticket = screen.getByRole("region", { name: `Comanda do pedido nº ${order.id}` });
    expect(ticket).toHaveTextContent("Agendado para amanhã, 07:30");
  });

  it("says nothing of it for an order for now", () => {
    render(<KitchenTicket order={order} />);
    expect(screen.getByRole("region", { name: `Comanda do pedido nº ${order.id}` })).not.toHaveTextContent("Agendado");
  });

  it("calls a pickup by its name, and gives a delivery's mobile to the courier", () => {
    const pickup = { ...order, mode: "pickup" as const, address: null, callName: "Ana", phone: "81998765432" };
    const { unmount } = render(<KitchenTicket order={pickup} />);
    const ticket = screen.getByRole("region", { name: `Comanda do pedido nº ${order.id}` });
    expect(ticket).toHaveTextContent("RETIRADA");
    expect(ticket).toHaveTextContent("Chamar: Ana");
    unmount();
    render(<KitchenTicket order={{ ...order, phone: "81998765432" }} />);
    expect(screen.getByRole("region", { name: `Comanda do pedido nº ${order.id}` })).toHaveTextContent(
      "Celular: (81) 99876-5432",
    );
  });

  it("prints an erased delivery as a delivery whose address was erased, not as a pickup", () => {
    render(<KitchenTicket order={{ ...order, status: "Entregue", address: null, erased: true }} />);
    const ticket = screen.getByRole("region", { name: `Comanda do pedido nº ${order.id}` });
    expect(ticket).not.toHaveTextContent("RETIRADA");
    expect(ticket).toHaveTextContent("Entrega: endereço excluído a pedido do cliente");
  });
});
