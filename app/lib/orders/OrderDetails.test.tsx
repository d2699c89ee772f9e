// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { toCartLine } from "~/lib/cart";
import { pickupDelivery } from "~/lib/shop";

import { product, recifeAddress } from "../../../tests/support/orders";
import { OrderDetails } from "./OrderDetails";

// 12:30 in Recife, 22/11/2026; the slot is 07:30 the day after.
const NOW = Date.UTC(2026, 10, 22, 15, 30);
const TOMORROW_0730 = Date.UTC(2026, 10, 23, 10, 30);

// Made 10 minutes ago, with the shop.
const delivered = {
  id: NOW - 10 * 60_000,
  status: "Pendente",
  inbox: "sent" as const,
  address: recifeAddress,
  paymentMethod: "credito",
  changeFor: null,
  cart: [toCartLine(product("Latte"), 1)],
  delivery: { fee: 5, minMinutes: 30, maxMinutes: 45 },
  note: "",
};
const pickup = { ...delivered, address: null, mode: "pickup", delivery: pickupDelivery };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("an order's details", () => {
  it("on staff's card, start with what to make and the shopper's note; the shopper's page with where it goes", () => {
    const order = { ...delivered, note: "Sem açúcar" };
    const terms = () => screen.getAllByRole("term").map((term) => term.textContent);
    const { unmount } = render(<OrderDetails order={order} kitchenFirst />);
    expect(terms().slice(0, 3)).toEqual(["Produtos", "Observações", "Entrega em"]);
    expect(terms().filter((term) => term === "Produtos")).toHaveLength(1);
    unmount();
    render(<OrderDetails order={order} />);
    expect(terms()[0]).toBe("Entrega em");
    expect(terms()).toContain("Observações");
  });

  it("show a scheduled delivery's slot, not the estimate from now", () => {
    render(<OrderDetails order={{ ...delivered, scheduledFor: TOMORROW_0730 }} />);
    expect(screen.getByText("Quando").tagName).toBe("DT");
    expect(screen.getByText("Agendado para amanhã, 07:30")).toBeInTheDocument();
    expect(screen.queryByText(/Chegada prevista/)).not.toBeInTheDocument();
  });

  it("show a scheduled pickup's slot, not its ready time", () => {
    render(<OrderDetails order={{ ...pickup, scheduledFor: TOMORROW_0730 }} />);
    expect(screen.getByText("Agendado para amanhã, 07:30")).toBeInTheDocument();
    expect(screen.queryByText(/pronto em/)).not.toBeInTheDocument();
  });

  it("keep the estimate for an order for now, from either copy; a delivery's as its arrival", () => {
    render(<OrderDetails order={{ ...delivered, scheduledFor: null }} />);
    expect(screen.getByText("Chegada prevista").tagName).toBe("DT");
    expect(screen.getByText("entre 12:50 e 13:05")).toBeInTheDocument();
    cleanup();
    render(<OrderDetails order={pickup} />);
    expect(screen.getByText(/pronto em 10–15 min/)).toBeInTheDocument();
    expect(screen.queryByText(/Agendado/)).not.toBeInTheDocument();
  });

  it("promise nothing of an order cancelled, removed, handed over, or given a ready time by staff", () => {
    for (const order of [
      { ...delivered, status: "Cancelado" },
      { ...delivered, inbox: "removed" as const },
      { ...delivered, status: "Entregue" },
      { ...delivered, status: "Em preparo", preparingAt: NOW, readyInMinutes: 10 },
      { ...pickup, status: "Retirado" },
    ]) {
      render(<OrderDetails order={order} />);
      expect(screen.queryByText(/Chegada prevista|pronto em/)).not.toBeInTheDocument();
      cleanup();
    }
  });
});
