import { scheduledText, slotLabel } from "~/lib/shop";

import type { Order } from "./order-schema";
import {
  CANCELLED,
  deliveredStatuses,
  inProgressStatuses,
  OUT_FOR_DELIVERY,
  READY_FOR_PICKUP,
  statusMode,
} from "./order-statuses";
import { shopAddressText, tableText } from "./orders";
import { readyAtText } from "./ready-time";

const MINUTE_MS = 60 * 1000;

type WordedOrder = Pick<Order, "id" | "status" | "inbox" | "delivery" | "mode" | "table" | "scheduledFor"> & {
  preparingAt?: number | null | undefined;
  readyInMinutes?: number | null | undefined;
};

/** Still to be made or brought: not removed, refused, cancelled or handed over. */
export function isOrderActive(order: Pick<Order, "status" | "inbox">): boolean {
  if (order.inbox === "removed" || order.inbox === "rejected") return false;
  return (inProgressStatuses as readonly string[]).includes(order.status);
}

/**
 * "entre 14:30 e 14:45", counted from when the order was made, for a delivery still to come with no slot and
 * no ready time from staff (those say when instead); null otherwise.
 */
export function arrivalWindowText(order: WordedOrder): string | null {
  if (statusMode(order.mode) !== "delivery" || !order.delivery || order.scheduledFor) return null;
  if (!isOrderActive(order) || order.status === OUT_FOR_DELIVERY || readyAtText(order)) return null;
  const from = slotLabel(order.id + order.delivery.minMinutes * MINUTE_MS);
  const to = slotLabel(order.id + order.delivery.maxMinutes * MINUTE_MS);
  return `entre ${from} e ${to}`;
}

function deliveredTitle(mode: ReturnType<typeof statusMode>): string {
  return mode === "pickup" ? "Pedido retirado" : mode === "table" ? "Pedido servido" : "Pedido entregue";
}

/** What happens next, in the order's own terms: its mode, its slot, the shop's progress. */
function nextStep(order: WordedOrder, now: number): string {
  const mode = statusMode(order.mode);
  const table = tableText(order);
  if (order.status === READY_FOR_PICKUP) return `Está pronto: retire na loja, ${shopAddressText()}.`;
  if (order.status === OUT_FOR_DELIVERY) return "Saiu para entrega: logo chega ao seu endereço.";
  if (order.scheduledFor && order.scheduledFor > now) {
    const when = scheduledText(order.scheduledFor, now);
    if (mode === "pickup") return `${when}: fica pronto para retirada nesse horário, na loja.`;
    if (table) return `${when}: a cafeteria leva à ${table} nesse horário.`;
    return `${when}: sai para entrega nesse horário.`;
  }
  if (table) return `A cafeteria leva o pedido à ${table} quando estiver pronto.`;
  if (mode === "pickup") return "Avisamos aqui quando estiver pronto para retirada na loja.";
  const arrival = arrivalWindowText(order);
  return arrival ? `Chegada prevista ${arrival}.` : "Avisamos aqui quando sair para entrega.";
}

/** /order-done's heading and first sentence: true for this order, as the device knows it now. */
export function orderDoneWords(order: WordedOrder, now: number): { title: string; lead: string | null } {
  if (order.inbox === "removed") return { title: "Pedido excluído pela cafeteria", lead: null };
  if (order.inbox === "rejected") {
    return { title: "Pedido não recebido pela cafeteria", lead: "Ele não será preparado nem cobrado." };
  }
  if (order.status === CANCELLED) return { title: "Pedido cancelado", lead: "Ele não será preparado nem cobrado." };
  const mode = statusMode(order.mode);
  if ((deliveredStatuses as readonly string[]).includes(order.status)) {
    return { title: deliveredTitle(mode), lead: "Bom café! Conte como foi: sua avaliação ajuda a cafeteria." };
  }
  if (order.inbox === "pending") {
    return {
      title: "Pedido salvo neste aparelho",
      lead: "O preparo começa quando a cafeteria receber o pedido.",
    };
  }
  return { title: "Uhuul! Pedido confirmado", lead: nextStep(order, now) };
}
