// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as orderDone from "~/routes/order-done/route";

import { storedLatteOrder } from "../support/orders";
import { routeOf, stubApp } from "../support/route-stub";

const App = stubApp([routeOf(orderDone, { path: "order-done" })]);

const newVersionNeeded =
  "Saiu uma versão nova da loja, e este pedido precisa dela para chegar à cafeteria. Ele continua salvo neste aparelho: recarregue a página para enviá-lo.";

/** An order this version could not send: the shop's rules want the new one. */
function storeOrderWaitingForNewVersion() {
  const order = storedLatteOrder({
    id: Date.UTC(2026, 10, 28, 9),
    checkoutId: "order-new-version",
    inboxError: newVersionNeeded,
  });
  localStorage.setItem("orders", JSON.stringify([order]));
}

const location = window.location;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  Object.defineProperty(window, "location", { value: location, configurable: true });
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("/order-done, an order that needs the new version", () => {
  it("Recarregar a página lets the waiting version in, even before this page was offered it, so the reload is not the old one again", async () => {
    storeOrderWaitingForNewVersion();
    // The browser's worker container: a new version waits, and this page has not registered the worker yet.
    const messages: unknown[] = [];
    const container = Object.assign(new EventTarget(), {
      getRegistration: () =>
        Promise.resolve({ waiting: { postMessage: (message: unknown) => messages.push(message) } }),
    });
    Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
    const reload = vi.fn();
    Object.defineProperty(window, "location", { value: { ...location, reload }, configurable: true });

    render(<App initialEntries={["/order-done"]} />);
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("Ele continua salvo neste aparelho");
    await userEvent.setup().click(screen.getByRole("button", { name: "Recarregar a página" }));

    await vi.waitFor(() => expect(messages).toEqual([{ type: "SKIP_WAITING" }]));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("/order-done, an order the shop removed", () => {
  it("says so, with nothing to pay and no status of an order in progress", async () => {
    const order = storedLatteOrder({
      id: Date.UTC(2026, 10, 28, 9),
      checkoutId: "order-removed",
      paymentMethod: "pix",
      inbox: "removed",
    });
    localStorage.setItem("orders", JSON.stringify([order]));
    render(<App initialEntries={["/order-done"]} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("A cafeteria excluiu este pedido");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pedido excluído pela cafeteria");
    expect(screen.getByText("Excluído pela loja")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pague com Pix" })).toBeNull();
    expect(screen.queryByText(/Pendente/)).toBeNull();
    expect(screen.getByText("Não cobrado")).toBeInTheDocument();
    expect(screen.queryByText("Pagamento a confirmar")).toBeNull();
  });
});

describe("/order-done, an order still on this device", () => {
  function storePendingOrder() {
    const order = storedLatteOrder({ id: Date.UTC(2026, 10, 28, 9), checkoutId: "order-pending", inbox: "pending" });
    localStorage.setItem("orders", JSON.stringify([order]));
  }

  it("is not called confirmed, and says it is on its way while there is a connection", async () => {
    storePendingOrder();
    render(<App initialEntries={["/order-done"]} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Pedido salvo neste aparelho");
    expect(screen.getByText("Enviando seu pedido à cafeteria… Ele está salvo neste aparelho.")).toBeInTheDocument();
  });

  it("says it waits for the connection while there is none", async () => {
    storePendingOrder();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<App initialEntries={["/order-done"]} />);
    expect(
      await screen.findByText("Seu pedido está salvo neste aparelho e vai para a cafeteria assim que houver conexão."),
    ).toBeInTheDocument();
    onLine.mockRestore();
  });
});
