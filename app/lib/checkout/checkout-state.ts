import { type CartItem, orderRoom } from "~/lib/cart";
import { orderTotal, type PaymentMethod } from "~/lib/orders";
import {
  closedReason,
  deliveryQuote,
  minimumOrderText,
  type ShopSettings,
  shopStatus,
  soldOutLines,
  soldOutText,
} from "~/lib/shop";

import type { CepState } from "./useCepAddress";

type DeliveryQuote = ReturnType<typeof deliveryQuote>;

/** The form's `modo`: delivered to the address, or fetched at the counter. */
export type ReceiveMode = "entrega" | "retirada";

/** The city and bairro a delivery is priced for. */
interface Place {
  cidade: string;
  bairro: string;
}

/** What the checkout page knows as the shopper fills it in. */
export interface CheckoutInput {
  cart: CartItem[];
  /** The products' total, in reais. */
  total: number;
  settings: ShopSettings;
  now: number;
  /** As chosen: a pickup counts only while the shop offers it. */
  mode: ReceiveMode;
  cep: { state: CepState; manual: boolean; settled: boolean };
  /** The city and bairro as typed, for an address typed by hand. */
  typedPlace: Place;
  numero: string;
  payment: PaymentMethod | null;
}

export interface CheckoutState {
  pickup: boolean;
  /** "unknown" for a pickup, and until there is a city. */
  delivery: DeliveryQuote;
  /** The cart's lines the shop has sold out of. */
  soldOut: string[];
  /** Why the order cannot be confirmed now, besides a missing field: said beside the button. */
  blocked: string | null;
  /** How many more units the order takes. */
  room: number;
  /** Every field the order needs is filled in. */
  ready: boolean;
  /** The order's total: with the delivery once it is known. */
  grandTotal: number;
}

/** What the checkout shows and allows for what the shopper filled in, the cart and the shop's settings now. */
export function checkoutState({
  cart,
  total,
  settings,
  now,
  mode,
  cep,
  typedPlace,
  numero,
  payment,
}: CheckoutInput): CheckoutState {
  const place = cep.state.status === "found" && !cep.manual ? cep.state.address : typedPlace;
  const pickup = mode === "retirada" && settings.pickup;
  const delivery: DeliveryQuote = pickup ? { kind: "unknown" } : deliveryQuote(settings, place, total);
  const soldOut = soldOutLines(cart, settings);
  const status = shopStatus(settings, now);
  const belowMinimum =
    delivery.kind === "served" && delivery.minimumMissing !== null ? minimumOrderText(delivery.minimumMissing) : null;
  const blocked = !status.open ? closedReason(status, now) : soldOut.length > 0 ? soldOutText(soldOut) : belowMinimum;
  const ready = pickup
    ? cart.length > 0 && payment !== null
    : cart.length > 0 && cep.settled && numero.trim() !== "" && payment !== null && delivery.kind !== "not-served";
  return {
    pickup,
    delivery,
    soldOut,
    blocked,
    room: orderRoom(cart),
    ready,
    grandTotal: delivery.kind === "served" ? orderTotal({ cart, delivery }) : total,
  };
}
