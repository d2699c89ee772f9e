import type { Order } from "./order-schema";
import { finalStatuses } from "./order-statuses";
import { changeOrders } from "./order-storage";

/**
 * "Excluir meus dados": what names or finds the shopper on an order, and the mark that says so (a delivery without
 * its address is not a pickup); firestore.rules take exactly this.
 */
export const ERASED_ORDER_DETAILS = {
  address: null,
  callName: "",
  phone: "",
  cpf: "",
  note: "",
  erased: true,
} as const;

/** Where an erased delivery's address was, on the shopper's and staff's cards. */
export const ERASED_ADDRESS_TEXT = "endereço excluído a pedido do cliente";

/** Still to be made or sent: its address and name are what the shop needs for it. */
export function isOpenOrder(order: Pick<Order, "status" | "inbox">): boolean {
  if (order.inbox === "rejected" || order.inbox === "removed") return false;
  return !finalStatuses.some((status) => status === order.status);
}

/** Any stored shape: an entry this version cannot read loses the same keys. */
export function withoutDetails(raw: unknown): unknown {
  return raw && typeof raw === "object" && !Array.isArray(raw) ? { ...raw, ...ERASED_ORDER_DETAILS } : raw;
}

/** "Excluir meus dados": every stored order keeps its lines and totals, without what names or finds the shopper. */
export function eraseStoredOrderDetails(): Promise<void> {
  return changeOrders((entries) => ({
    next: entries.length > 0 ? entries.map((entry) => ({ ...entry, raw: withoutDetails(entry.raw) })) : null,
    result: undefined,
  }));
}
