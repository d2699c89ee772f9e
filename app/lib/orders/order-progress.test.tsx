// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CancelOrderButton } from "./CancelOrderButton";
import { cancelRefusalText } from "./order-progress";
import { OrderProgressNotes } from "./OrderProgressNotes";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** 08:02:30 in Recife. */
const PREPARING_AT = Date.UTC(2026, 10, 27, 11, 2, 30);

describe("the shopper's notes on an order at the shop", () => {
  it("say when it will be ready while it is prepared, then that a pickup is ready, in live regions", () => {
    const order = { id: 7, status: "Pendente", preparingAt: null, readyInMinutes: null };
    const { rerender } = render(<OrderProgressNotes order={order} />);
    expect(screen.queryByText(/Pronto às/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    rerender(
      <OrderProgressNotes order={{ ...order, status: "Em preparo", preparingAt: PREPARING_AT, readyInMinutes: 10 }} />,
    );
    expect(screen.getByText("Pronto às 08:12").parentElement).toHaveAttribute("aria-live", "polite");

    rerender(<OrderProgressNotes order={{ ...order, status: "Pronto para retirada", preparingAt: PREPARING_AT }} />);
    expect(screen.queryByText(/Pronto às/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Seu pedido está pronto para retirada");
  });
});

describe("Avisar quando ficar pronto", () => {
  /** A browser that has not been asked yet; `asked` counts the prompts. */
  function undecidedNotifications() {
    const log = { asked: 0 };
    class Undecided {
      static permission: NotificationPermission = "default";
      static requestPermission() {
        log.asked++;
        Undecided.permission = "granted";
        return Promise.resolve<NotificationPermission>("granted");
      }
    }
    vi.stubGlobal("Notification", Undecided);
    return log;
  }

  afterEach(() => vi.unstubAllGlobals());

  it("is offered on a pickup being made, asks only on the click, then says the shopper will be told", async () => {
    const log = undecidedNotifications();
    const order = { id: 7, mode: "pickup", status: "Em preparo", preparingAt: null, readyInMinutes: null };
    render(<OrderProgressNotes order={order} />);
    const ask = await screen.findByRole("button", { name: "Avisar quando ficar pronto" });
    expect(log.asked).toBe(0);
    fireEvent.click(ask);
    expect(await screen.findByText(/Vamos avisar por notificação quando ficar pronto/)).toBeInTheDocument();
    expect(log.asked).toBe(1);
  });

  it("is not offered on a delivery, nor once the order is ready", () => {
    undecidedNotifications();
    const { rerender } = render(
      <OrderProgressNotes
        order={{ id: 7, mode: "delivery", status: "Em preparo", preparingAt: null, readyInMinutes: null }}
      />,
    );
    expect(screen.queryByRole("button", { name: "Avisar quando ficar pronto" })).not.toBeInTheDocument();
    rerender(
      <OrderProgressNotes
        order={{ id: 7, mode: "pickup", status: "Pronto para retirada", preparingAt: null, readyInMinutes: null }}
      />,
    );
    expect(screen.queryByRole("button", { name: "Avisar quando ficar pronto" })).not.toBeInTheDocument();
  });
});

describe("Cancelar pedido", () => {
  it("is offered only while the order is Pendente at the shop", () => {
    const { rerender } = render(<CancelOrderButton docId="d1" status="Pendente" />);
    expect(screen.getByRole("button", { name: "Cancelar pedido" })).toBeEnabled();
    rerender(<CancelOrderButton docId="d1" status="Em preparo" />);
    expect(screen.queryByRole("button", { name: "Cancelar pedido" })).not.toBeInTheDocument();
    rerender(<CancelOrderButton docId={null} status="Pendente" />);
    expect(screen.queryByRole("button", { name: "Cancelar pedido" })).not.toBeInTheDocument();
  });

  it("asks first; offline it says nothing was cancelled", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<CancelOrderButton docId="d1" status="Pendente" />);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar pedido" }));
    expect(confirm).toHaveBeenCalledWith("Cancelar este pedido?");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancelar pedido" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Sem conexão: o pedido não foi cancelado.");
  });

  it("says why the shop refused", () => {
    expect(cancelRefusalText({ status: "Em preparo" }, true)).toBe(
      "Não foi possível cancelar: a loja já começou o seu pedido.",
    );
    expect(cancelRefusalText({ failed: "unavailable" }, true)).toBe("Sem conexão: o pedido não foi cancelado.");
    expect(cancelRefusalText({ failed: "rejected" }, false)).toBe("Sem conexão: o pedido não foi cancelado.");
    expect(cancelRefusalText({ failed: "rejected" }, true)).toBe(
      "Não foi possível cancelar este pedido. Fale com a loja pelo WhatsApp.",
    );
  });
});
