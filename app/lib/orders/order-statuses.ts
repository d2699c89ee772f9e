/** The way an order moves at the shop; firestore.rules gets them from here (rules-facts.ts). */
export const orderStatuses = [
  "Pendente",
  "Em preparo",
  "Saiu para entrega",
  "Entregue",
  "Pronto para retirada",
  "Retirado",
  "Servido",
  "Cancelado",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return orderStatuses.includes(value as OrderStatus);
}

export const statusModes = ["delivery", "pickup", "table"] as const;
type StatusMode = (typeof statusModes)[number];

/** Orders from before pickup stored no mode: they are deliveries. */
export function statusMode(mode: unknown): StatusMode {
  return mode === "pickup" || mode === "table" ? mode : "delivery";
}

const steps: Record<StatusMode, readonly OrderStatus[]> = {
  delivery: ["Pendente", "Em preparo", "Saiu para entrega", "Entregue"],
  pickup: ["Pendente", "Em preparo", "Pronto para retirada", "Retirado"],
  table: ["Pendente", "Em preparo", "Servido"],
};

/** The ends where the shopper got the order: what earns stamps and can be rated. */
export const deliveredStatuses: readonly OrderStatus[] = ["Entregue", "Retirado", "Servido"];
/** Where an order ends: nothing more happens to it, so its shopper may erase what names them (firestore.rules). */
export const finalStatuses: readonly OrderStatus[] = [...deliveredStatuses, "Cancelado"];

/** Forward, steps may be skipped, Cancelado from any; a pickup already out (older orders) ends as a delivery. */
export function nextStatuses(status: string, mode: unknown = "delivery"): OrderStatus[] {
  if (!isOrderStatus(status) || finalStatuses.includes(status)) return [];
  const own = steps[statusMode(mode)];
  const olderPickup = statusMode(mode) === "pickup" && steps.delivery.includes(status);
  const path = own.includes(status) ? own : olderPickup ? steps.delivery : [];
  if (path.length === 0) return [];
  return [...path.slice(path.indexOf(status) + 1), "Cancelado"];
}

export const inProgressStatuses = orderStatuses.filter((status) => !finalStatuses.includes(status));

/**
 * The status a device keeps when the shop's snapshot says `fromShop`: an end it already holds stays (this device's
 * acknowledged cancel is newer than a snapshot taken before it); otherwise the shop's.
 */
export function statusFromShop(local: string | undefined, fromShop: string): string {
  return local !== undefined && isOrderStatus(local) && finalStatuses.includes(local) ? local : fromShop;
}

export const PREPARING: OrderStatus = "Em preparo";
export const OUT_FOR_DELIVERY: OrderStatus = "Saiu para entrega";
export const READY_FOR_PICKUP: OrderStatus = "Pronto para retirada";
export const CANCELLED: OrderStatus = "Cancelado";

/** The one move a shopper makes on their own order, straight to Firestore. */
export const shopperCancel = { from: "Pendente", to: CANCELLED } as const satisfies Record<string, OrderStatus>;
