// @vitest-environment happy-dom
// happy-dom preflights every cross-origin fetch, even the simple GET a browser sends straight away,
// and the fake CEP server (like ViaCEP) does not answer preflights: its own answers are what count.
// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
import "@testing-library/jest-dom/vitest";

import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { toCartLine } from "~/lib/cart/cart";
import { findProduct } from "~/lib/catalogue/catalogue";
import * as orderDone from "~/routes/order-done/route";

import { readCart, writeCart } from "../../app/lib/cart/cart-storage";
import { showCheckoutDraft } from "../../app/lib/checkout/checkout-draft-storage";
import { readOrders } from "../../app/lib/orders/order-storage";
import { type CepServer, startCepServer } from "../support/cep-server";
import { routeOf, stubApp } from "../support/route-stub";

// The CEP fixtures of e2e/cep-server.ts.
const CEP_FOUND = "50030170"; // Rua do Bom Jesus, Recife/PE
const CEP_SERVICES_DOWN = "50000500"; // ViaCEP and BrasilAPI both answer 500

/** How long a lookup through the real fake server may take on a busy machine. */
const LOOKUP = { timeout: 10_000 };

let cepServer: CepServer;
let App: ReturnType<typeof stubApp>;

beforeAll(async () => {
  cepServer = await startCepServer();
  // cep-service.ts reads these when it loads, so the cart page is imported only now.
  vi.stubEnv("VITE_CEP_API_URL", cepServer.url);
  vi.stubEnv("VITE_CEP_FALLBACK_API_URL", cepServer.url);
  const cart = await import("~/routes/Carrinho/route");
  App = stubApp([routeOf(cart, { path: "Carrinho" }), routeOf(orderDone, { path: "order-done" })]);
}, 30_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await cepServer?.stop();
});

const latte = findProduct("Latte");
if (!latte) throw new Error("Latte is not on the menu");
const twoLattes = [toCartLine(latte, 2)];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // Each test is a tab of its own: no form shown before.
  showCheckoutDraft(null);
  writeCart(twoLattes);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openCart() {
  render(<App initialEntries={["/Carrinho"]} />);
  await screen.findByRole("heading", { level: 1, name: "Complete seu pedido" });
}

// The whole cart route renders and submits: about 1 s alone, past 5 s beside the build and the other suites on 2 cores.
describe("checkout on /Carrinho", { timeout: 20_000 }, () => {
  it("shows each invalid field's message beside it and keeps what was valid", async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await openCart();

    await user.type(screen.getByLabelText("CEP"), CEP_SERVICES_DOWN);
    // The lookup failed: the address is the shopper's to type.
    await screen.findByText("Não foi possível consultar o CEP agora. Preencha o endereço.", {}, LOOKUP);
    expect(consoleError).toHaveBeenCalledWith(
      `CEP ${CEP_SERVICES_DOWN} lookup failed:`,
      "ViaCEP answered HTTP 500; BrasilAPI answered HTTP 500",
    );
    await user.type(screen.getByLabelText("Rua"), "Rua do Bom Jesus");
    await user.type(screen.getByLabelText("Número"), "125");
    await user.type(screen.getByLabelText("Complemento"), "Apto 3");
    // This build has the shop's Pix key (vitest.config.ts): a fourth option, saying when the code comes.
    expect(screen.getByRole("radio", { name: "Pix" })).toHaveAccessibleDescription(
      "Pix: o código para pagar aparece depois que você confirmar o pedido.",
    );
    await user.click(screen.getByRole("radio", { name: "Cartão de crédito" }));
    // Cidade left empty; UF, which starts as the shop's state, emptied.
    expect(screen.getByLabelText("UF")).toHaveValue("PE");
    await user.selectOptions(screen.getByLabelText("UF"), "");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));

    await waitFor(() => expect(screen.getByLabelText("Cidade")).toHaveAccessibleDescription("Informe a cidade."));
    expect(screen.getByLabelText("Cidade")).toBeInvalid();
    expect(screen.getByLabelText("UF")).toHaveAccessibleDescription("Escolha a UF.");
    expect(screen.getByLabelText("UF")).toBeInvalid();

    expect(screen.getByLabelText("CEP")).toHaveValue("50000-500");
    expect(screen.getByLabelText("Rua")).toHaveValue("Rua do Bom Jesus");
    expect(screen.getByLabelText("Número")).toHaveValue("125");
    expect(screen.getByLabelText("Complemento")).toHaveValue("Apto 3");
    expect(screen.getByRole("radio", { name: "Cartão de crédito" })).toBeChecked();
    for (const label of ["CEP", "Rua", "Número", "Complemento", "Bairro"]) {
      expect(screen.getByLabelText(label)).not.toBeInvalid();
    }

    // Cidade and UF fixed; cash with change for less than the R$ 25,00 total.
    await user.type(screen.getByLabelText("Cidade"), "Recife");
    await user.selectOptions(screen.getByLabelText("UF"), "PE");
    await user.click(screen.getByRole("radio", { name: "Dinheiro" }));
    await user.type(screen.getByLabelText("Troco para"), "10,00");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Troco para")).toHaveAccessibleDescription(
        "O troco deve ser para um valor igual ou maior que o total.",
      ),
    );
    expect(screen.getByLabelText("Cidade")).not.toBeInvalid();
    expect(screen.getByLabelText("Cidade")).toHaveValue("Recife");
    expect(screen.getByLabelText("UF")).not.toBeInvalid();
    expect(screen.getByLabelText("UF")).toHaveValue("PE");
    expect(screen.getByLabelText("Rua")).toHaveValue("Rua do Bom Jesus");

    // Nothing was ordered, and the cart is as it was.
    expect((await readOrders()).orders).toEqual([]);
    expect(await readCart()).toEqual(twoLattes);
  });

  it("stores one order when a valid form is submitted twice in a row", async () => {
    const user = userEvent.setup();
    await openCart();

    await user.type(screen.getByLabelText("CEP"), CEP_FOUND);
    await waitFor(() => expect(screen.getByLabelText("Rua")).toHaveValue("Rua do Bom Jesus"), LOOKUP);
    await user.type(screen.getByLabelText("Número"), "125");
    await user.click(screen.getByRole("radio", { name: "Cartão de débito" }));
    expect(screen.getByRole("button", { name: "Confirmar pedido" })).toBeEnabled();

    // Two submissions before the page can show the first one going (a double Enter, a slow
    // render): the button being disabled meanwhile does not stop the second.
    const form = screen.getByLabelText("Número").closest("form");
    if (!form) throw new Error("the checkout form is missing");
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });

    await screen.findByRole("heading", { level: 1, name: "Uhuul! Pedido confirmado" });
    const { orders } = await readOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      paymentMethod: "debito",
      cart: twoLattes,
      address: { cep: CEP_FOUND, rua: "Rua do Bom Jesus", numero: "125", cidade: "Recife", uf: "PE", origem: "cep" },
    });
    expect(screen.getByRole("article", { name: `Pedido nº ${orders[0]?.id}` })).toBeInTheDocument();
    expect(await readCart()).toEqual([]);
  });
});
