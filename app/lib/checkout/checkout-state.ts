import { type CartItem, notSoldLines, notSoldText, orderRoom } from "~/lib/cart";
import { orderTotal, type PaymentMethod } from "~/lib/orders";
import { formatList } from "~/lib/platform";
import {
  closedReason,
  deliveryQuote,
  minimumOrderText,
  scheduleClosedReason,
  scheduledText,
  type ShopSettings,
  shopStatus,
  soldOutLines,
  soldOutText,
} from "~/lib/shop";

import type { CepState } from "./useCepAddress";

type DeliveryQuote = ReturnType<typeof deliveryQuote>;

export type ReceiveMode = "entrega" | "retirada" | "mesa";

interface Place {
  cidade: string;
  bairro: string;
}

export interface CheckoutInput {
  cart: CartItem[];
  total: number;
  settings: ShopSettings;
  now: number;
  /** A pickup counts only while the shop offers it. */
  mode: ReceiveMode;
  cep: { state: CepState; manual: boolean; settled: boolean };
  typedPlace: Place;
  numero: string;
  payment: PaymentMethod | null;
  /** "Agendar": the slot chosen, null while there is none; undefined for "Agora". */
  scheduledFor?: number | null | undefined;
  /** The table of the visit's table mode, while the shop has it. */
  table?: { number: number } | null | undefined;
}

export interface CheckoutState {
  /** No address: a pickup, or an order at a table. */
  pickup: boolean;
  /** "Na mesa 4" when the order is served at a table. */
  atTable: string | null;
  /** "unknown" for a pickup, and until there is a city. */
  delivery: DeliveryQuote;
  soldOut: string[];
  /** Besides a missing field; said beside the button. */
  blocked: string | null;
  /** No order can be sent now, not even a scheduled one: the form is not offered to fill. */
  ordersClosed: boolean;
  room: number;
  /** "Para confirmar, falta: o número do endereço e a forma de pagamento." while a field is still empty. */
  missing: string | null;
  ready: boolean;
  grandTotal: number;
  /** "Agendado para amanhã, 07:30" when a slot is chosen. */
  scheduleText: string | null;
}

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
  scheduledFor,
  table,
}: CheckoutInput): CheckoutState {
  const atTable = mode === "mesa" && table ? `Na mesa ${table.number}` : null;
  const place = cep.state.status === "found" && !cep.manual ? cep.state.address : typedPlace;
  const pickup = atTable !== null || (mode === "retirada" && settings.pickup);
  const delivery: DeliveryQuote = pickup ? { kind: "unknown" } : deliveryQuote(settings, place, total);
  const soldOut = soldOutLines(cart, settings);
  const status = shopStatus(settings, now);
  const scheduling = scheduledFor !== undefined;
  const closed = scheduling ? scheduleClosedReason(settings, now) : status.open ? null : closedReason(status, now);
  // A table's order is for now; any other may be scheduled unless a pause holds those too.
  const ordersClosed = !status.open && (atTable !== null || scheduleClosedReason(settings, now) !== null);
  const belowMinimum =
    delivery.kind === "served" && delivery.minimumMissing !== null ? minimumOrderText(delivery.minimumMissing) : null;
  const notSold = notSoldLines(cart);
  const blocked =
    closed ?? (soldOut.length > 0 ? soldOutText(soldOut) : notSold.length > 0 ? notSoldText(notSold) : belowMinimum);
  const gaps = [
    scheduling && scheduledFor === null ? "o horário do agendamento" : null,
    !pickup && !cep.settled ? "o CEP do endereço" : null,
    !pickup && numero.trim() === "" ? "o número do endereço" : null,
    payment === null ? "a forma de pagamento" : null,
  ].filter((gap) => gap !== null);
  const ready = cart.length > 0 && gaps.length === 0 && (pickup || delivery.kind !== "not-served");
  return {
    pickup,
    atTable,
    delivery,
    soldOut,
    blocked,
    ordersClosed,
    room: orderRoom(cart),
    missing: gaps.length > 0 ? `Para confirmar, falta: ${formatList(gaps)}.` : null,
    ready,
    grandTotal: delivery.kind === "served" ? orderTotal({ cart, delivery }) : total,
    scheduleText: typeof scheduledFor === "number" ? scheduledText(scheduledFor, now) : null,
  };
}
