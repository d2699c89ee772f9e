// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { toCartLine } from "~/lib/cart/cart";
import * as cartPage from "~/routes/Carrinho/route";

import { readCart, writeCart } from "../../app/lib/cart/cart-storage";
import { product } from "../support/orders";
import { routeOf, stubApp } from "../support/route-stub";

const App = stubApp([routeOf(cartPage, { path: "Carrinho" })]);
const lattes = [toCartLine(product("Latte"), 2)];

beforeEach(() => {
  localStorage.clear();
  writeCart(lattes);
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe("/Carrinho", () => {
  it("says so when the browser refuses to clear the cart, and the cart stays", async () => {
    const user = userEvent.setup();
    render(<App initialEntries={["/Carrinho"]} />);
    const clear = await screen.findByRole("button", { name: "Limpar carrinho" });

    // On the instance: happy-dom binds its methods there at first use, past the prototype.
    vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await user.click(clear);

    expect(await screen.findByRole("alert")).toHaveTextContent("O armazenamento do navegador está cheio");
    expect(await readCart()).toEqual(lattes);
  });
});
