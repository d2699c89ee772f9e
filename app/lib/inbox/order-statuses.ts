/** The way an order moves at the shop, in order; firestore.rules gets them from here (rules-facts.ts). */
export const orderStatuses = ["Pendente", "Em preparo", "Saiu para entrega", "Entregue", "Cancelado"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return orderStatuses.includes(value as OrderStatus);
}

const finalStatuses: readonly OrderStatus[] = ["Entregue", "Cancelado"];

/** Forward only: a step may be skipped, as for a pickup. */
export function nextStatuses(status: string): OrderStatus[] {
  if (!isOrderStatus(status) || finalStatuses.includes(status)) return [];
  return orderStatuses.slice(orderStatuses.indexOf(status) + 1);
}

export const inProgressStatuses = orderStatuses.filter((status) => !finalStatuses.includes(status));
