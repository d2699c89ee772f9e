// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { afterEach, describe, expect, it } from "vitest";

import type { ReceiveMode } from "~/lib/checkout";
import type { PaymentMethod } from "~/lib/orders";
import { PaymentOptions } from "~/routes/Carrinho/PaymentOptions";
import { ReceiveChoice } from "~/routes/Carrinho/ReceiveChoice";

afterEach(cleanup);

/**
 * A render committed in the middle of a click, before the radio's change is seen: what a revalidation
 * landing on the cart (sign-in, settings) can do right after its first render. Returns how many ran.
 */
function useRenderDuringClicks(): number {
  const [renders, setRenders] = useState(0);
  useEffect(() => {
    const onClick = () => flushSync(() => setRenders((count) => count + 1));
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return renders;
}

function Checkout() {
  useRenderDuringClicks();
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [mode, setMode] = useState<ReceiveMode>("entrega");
  return (
    <form>
      <ReceiveChoice value={mode} onChange={setMode} pickupOffered errors={{}} />
      <PaymentOptions methods={["credito", "debito", "dinheiro"]} value={payment} onChange={setPayment} errors={{}} />
      <output>{`${mode} ${payment ?? "-"}`}</output>
    </form>
  );
}

describe("a choice clicked while the page renders", () => {
  it("stays chosen, on screen and in the page's state", async () => {
    render(<Checkout />);
    await userEvent.click(screen.getByRole("radio", { name: "Cartão de débito" }));
    expect(screen.getByRole("radio", { name: "Cartão de débito" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Retirar na loja" }));
    expect(screen.getByRole("radio", { name: "Retirar na loja" })).toBeChecked();
    expect(document.querySelector("output")).toHaveTextContent("retirada debito");
  });

  it("follows every change, back to an earlier choice too", async () => {
    render(<Checkout />);
    for (const [name, state] of [
      ["Cartão de débito", "entrega debito"],
      ["Dinheiro", "entrega dinheiro"],
      ["Cartão de débito", "entrega debito"],
      ["Retirar na loja", "retirada debito"],
      ["Entrega", "entrega debito"],
      ["Retirar na loja", "retirada debito"],
    ] as const) {
      await userEvent.click(screen.getByRole("radio", { name }));
      expect(screen.getByRole("radio", { name })).toBeChecked();
      expect(document.querySelector("output")).toHaveTextContent(state);
    }
  });
});
