// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { toCartLine } from "~/lib/cart";
import { buildOrder, type Order } from "~/lib/orders";

import { product, recifeAddress } from "../../../tests/support/orders";
import { readPixCode } from "../../../tests/support/pix-reader";
import { PixPayment } from "./PixPayment";

const pixOrder: Order = buildOrder({
  id: 1_732_000_000_000,
  checkoutId: "pix-1",
  address: recifeAddress,
  paymentMethod: "pix",
  changeFor: null,
  cart: [toCartLine(product("Latte"), 2)],
});

afterEach(cleanup);

// The build's Pix key here is vitest.config.ts's: pix@cafeteria.test.
describe("the Pix panel", () => {
  it("shows the QR code and the code for the order's total, and copies it", async () => {
    // user-event puts a clipboard of its own on navigator.
    const user = userEvent.setup();
    render(<PixPayment order={pixOrder} />);
    expect(screen.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
    const field = screen.getByRole("textbox", { name: "Pix copia e cola" });
    expect(field).toHaveAttribute("readonly");
    const code = (field as HTMLTextAreaElement).value;
    expect(readPixCode(code)).toMatchObject({ key: "pix@cafeteria.test", amount: "25.00", txid: "1732000000000" });
    expect(await screen.findByRole("img", { name: "QR Code Pix" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copiar código Pix" }));
    expect(await screen.findByText(/^Código Pix copiado!/)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(code);
  });

  it("says the payment arrived once staff confirm it, without a code", () => {
    render(<PixPayment order={{ ...pixOrder, payment: "Pix recebido" }} />);
    expect(screen.getByText("Pix recebido. Obrigado!")).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Pix copia e cola" })).toBeNull();
  });

  it("offers no code for an order the shop refused, nor for other methods", () => {
    const { container } = render(<PixPayment order={{ ...pixOrder, paymentMethod: "credito" }} />);
    expect(container).toBeEmptyDOMElement();
    render(<PixPayment order={{ ...pixOrder, inbox: "rejected" }} />);
    expect(screen.getByText("Combine o pagamento por Pix com a cafeteria.")).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Pix copia e cola" })).toBeNull();
  });
});
