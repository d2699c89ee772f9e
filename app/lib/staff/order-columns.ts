import type { OrderStatus } from "~/lib/orders";

/** The orders' board, as staff used to a "gestor de pedidos" read it: what to accept, to make, to hand over, done. */
export const orderColumns = [
  { id: "novos", label: "Novos" },
  { id: "preparo", label: "Em preparo" },
  { id: "prontos", label: "Prontos" },
  { id: "concluidos", label: "Concluídos" },
] as const;

export type OrderColumn = (typeof orderColumns)[number]["id"];

const columnOfStatus: Record<OrderStatus, OrderColumn> = {
  Pendente: "novos",
  "Em preparo": "preparo",
  "Saiu para entrega": "prontos",
  "Pronto para retirada": "prontos",
  Entregue: "concluidos",
  Retirado: "concluidos",
  Servido: "concluidos",
  Cancelado: "concluidos",
};

/** An order of a status this version does not know yet is new to it: staff look at it first. */
export function columnOf(status: string): OrderColumn {
  return columnOfStatus[status as OrderStatus] ?? "novos";
}

/** Each column's orders, in the order given. */
export function byColumn<T extends { status: string }>(orders: readonly T[]): Record<OrderColumn, T[]> {
  const columns: Record<OrderColumn, T[]> = { novos: [], preparo: [], prontos: [], concluidos: [] };
  for (const order of orders) columns[columnOf(order.status)].push(order);
  return columns;
}
