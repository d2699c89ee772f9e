// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { PAGE_SIZE } from "~/lib/platform";
import * as myOrders from "~/routes/pedidos";

import { storedLatteOrder } from "../support/orders";
import { routeOf, stubApp } from "../support/route-stub";

const App = stubApp([routeOf(myOrders, { path: "pedidos" })]);

/** `count` orders placed on this device, a minute apart. */
function storeOrders(count: number) {
  const orders = Array.from({ length: count }, (_, index) =>
    storedLatteOrder({
      id: Date.UTC(2026, 10, 27, 9) - index * 60_000,
      checkoutId: `order-${index}`,
      status: "Entregue",
      inbox: "sent",
    }),
  );
  localStorage.setItem("orders", JSON.stringify(orders));
}

async function shownOrders(): Promise<number> {
  await screen.findByRole("heading", { name: "Meus pedidos" });
  return (await screen.findAllByRole("article")).length;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("Meus pedidos, page by page", () => {
  it("offers no older orders when a whole page holds them all", async () => {
    storeOrders(PAGE_SIZE);
    render(<App initialEntries={["/pedidos"]} />);
    expect(await shownOrders()).toBe(PAGE_SIZE);
    expect(screen.queryByRole("button", { name: "Mostrar pedidos anteriores" })).toBeNull();
  });

  it("shows the older ones when there are more than a page", async () => {
    storeOrders(PAGE_SIZE + 1);
    render(<App initialEntries={["/pedidos"]} />);
    expect(await shownOrders()).toBe(PAGE_SIZE);
    await userEvent.setup().click(screen.getByRole("button", { name: "Mostrar pedidos anteriores" }));
    expect(await screen.findAllByRole("article")).toHaveLength(PAGE_SIZE + 1);
    expect(screen.queryByRole("button", { name: "Mostrar pedidos anteriores" })).toBeNull();
  });
});
