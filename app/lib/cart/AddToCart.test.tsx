// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { stubApp } from "../../../tests/support/route-stub";
import { AddToCart } from "./AddToCart";

afterEach(cleanup);

/** A page with the button, and a cart route whose action answers at once, as the real one does from storage. */
function page(onAdded: () => void, answer: () => unknown) {
  const App = stubApp([
    { index: true, Component: () => <AddToCart description="Cold Brew" soldOut={false} onAdded={onAdded} /> },
    { path: "Carrinho", action: async () => answer() },
  ]);
  render(<App initialEntries={["/"]} />);
}

describe("AddToCart", () => {
  it("says each add once the cart has it, with a way to the cart, and tells its caller every time", async () => {
    const user = userEvent.setup();
    const onAdded = vi.fn();
    page(onAdded, () => ({ ok: true }));
    const add = await screen.findByRole("button", { name: "Adicionar ao carrinho" });
    await user.click(add);
    expect(await screen.findByText("Adicionado ao carrinho.", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver carrinho" })).toHaveAttribute("href", "/Carrinho");
    await user.click(add);
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledTimes(2));
  });

  it("says nothing was added when the cart refuses, and shows why", async () => {
    const user = userEvent.setup();
    const onAdded = vi.fn();
    page(onAdded, () => ({ ok: false, message: "O carrinho está cheio." }));
    await user.click(await screen.findByRole("button", { name: "Adicionar ao carrinho" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("O carrinho está cheio.");
    expect(screen.queryByText("Adicionado ao carrinho.", { exact: false })).not.toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
