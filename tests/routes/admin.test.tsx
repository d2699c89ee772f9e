// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart/cart";
import { findProduct } from "~/lib/catalogue/catalogue";
import { buildOrder } from "~/lib/orders/orders";
import * as admin from "~/routes/Admin/route";

import { changeOrders, readOrders } from "../../app/lib/orders/order-storage";
import { routeOf, stubApp } from "../support/route-stub";

const App = stubApp([routeOf(admin, { path: "Admin" })]);

function order(id: number, description: string, numero: string) {
  const product = findProduct(description);
  if (!product) throw new Error(`${description} is not on the menu`);
  return buildOrder({
    id,
    checkoutId: `checkout-${id}`,
    address: {
      rua: "Rua do Bom Jesus",
      numero,
      complemento: "",
      bairro: "Recife",
      cidade: "Recife",
      uf: "PE",
      cep: "50030170",
      origem: "cep",
    },
    paymentMethod: "credito",
    changeFor: null,
    cart: [toCartLine(product, 1)],
  });
}

const older = order(1_750_000_000_000, "Latte", "10");
const newer = order(1_750_000_600_000, "Cubano", "20");

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await changeOrders(() => ({ next: [older, newer].map((value) => ({ raw: value, value })), result: undefined }));
});

afterEach(() => {
  cleanup();
});

describe("/Admin", () => {
  it("deletes exactly the order whose button was clicked, on screen and in storage", async () => {
    const user = userEvent.setup();
    render(<App initialEntries={["/Admin"]} />);

    const olderCard = await screen.findByRole("article", { name: `Pedido nº ${older.id}` });
    expect(screen.getByRole("article", { name: `Pedido nº ${newer.id}` })).toBeInTheDocument();

    // No confirmation step: the button submits the deletion at once.
    await user.click(within(olderCard).getByRole("button", { name: "Excluir pedido" }));

    await waitFor(() => expect(screen.queryByRole("article", { name: `Pedido nº ${older.id}` })).toBeNull());
    const remaining = screen.getByRole("article", { name: `Pedido nº ${newer.id}` });
    expect(within(remaining).getByText("1x Cubano")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Excluir pedido" })).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect((await readOrders()).orders).toEqual([newer]);
  });
});
