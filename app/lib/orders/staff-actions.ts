import type { StoredEntry } from "~/lib/platform";

import { PIX_RECEIVED } from "./order-facts";
import { CANCELLED, isOrderStatus, type OrderStatus, PREPARING } from "./order-statuses";
import { DEFAULT_READY_MINUTES, isReadyMinutes, type ReadyMinutes } from "./ready-time";
import type { ShopOrder } from "./shop-order";
import type { StaffAction } from "./staff-action-schema";

export type { StaffAction };

export type SendableAction =
  | { kind: "delete-order"; docId: string; customerUid: string }
  /** `readyInMinutes` only with "Em preparo". */
  | { kind: "order-status"; docId: string; status: OrderStatus; readyInMinutes?: ReadyMinutes }
  | { kind: "pix-received"; docId: string }
  /** `docId` is the customer's uid (blockedCustomers/{uid}); `docIds` their orders in progress. */
  | { kind: "block-customer"; docId: string; docIds: string[] };

type NewAction = Pick<StaffAction, "kind" | "docId" | "payload" | "label">;

/** The id is random: two tabs may queue at the same millisecond. */
interface Origin {
  id: string;
  staff: string;
  now: number;
}

function newAction(action: NewAction, { id, staff, now }: Origin): StaffAction {
  return { ...action, id, staff, createdAt: now, state: "pending" };
}

export function deleteOrderAction(order: { docId: string; customerUid: string; number: string }, origin: Origin) {
  return newAction(
    {
      kind: "delete-order",
      docId: order.docId,
      payload: { customerUid: order.customerUid },
      label: `Excluir o pedido nº ${order.number}`,
    },
    origin,
  );
}

export function orderStatusAction(
  order: { docId: string; number: string },
  status: OrderStatus,
  origin: Origin,
  readyInMinutes: ReadyMinutes = DEFAULT_READY_MINUTES,
) {
  return newAction(
    {
      kind: "order-status",
      docId: order.docId,
      payload: status === PREPARING ? { status, readyInMinutes } : { status },
      label: `Mudar o pedido nº ${order.number} para ${status}`,
    },
    origin,
  );
}

export function pixReceivedAction(order: { docId: string; number: string }, origin: Origin) {
  return newAction(
    {
      kind: "pix-received",
      docId: order.docId,
      payload: {},
      label: `Confirmar o pagamento Pix do pedido nº ${order.number}`,
    },
    origin,
  );
}

export function blockCustomerAction(
  order: { customerUid: string; number: string; openDocIds: readonly string[] },
  origin: Origin,
) {
  return newAction(
    {
      kind: "block-customer",
      docId: order.customerUid,
      payload: { docIds: [...order.openDocIds] },
      label: `Bloquear o cliente do pedido nº ${order.number}`,
    },
    origin,
  );
}

/** "Excluir pedido" asks first: it cannot be undone, and a cancel is usually what staff mean. */
export function deleteOrderQuestion(number: string): string {
  return (
    `Excluir o pedido nº ${number}? Ele sai da lista da loja para sempre e o cliente verá que a cafeteria o ` +
    "excluiu. Para recusar um pedido, prefira o status Cancelado."
  );
}

/** What the block does to the customer's orders in progress: cancelled with what they took given back. */
export function blockCustomerQuestion(openOrders: number): string {
  const cancelled =
    openOrders === 0
      ? ""
      : openOrders === 1
        ? " e o pedido em aberto será cancelado, devolvendo o horário, o cupom e os selos que ele usou"
        : ` e os ${openOrders} pedidos em aberto serão cancelados, devolvendo os horários, os cupons e os selos que eles usaram`;
  return `Bloquear este cliente? Novos pedidos dele serão recusados${cancelled}.`;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

export function toSendable(action: StaffAction): SendableAction | null {
  const { kind, docId, payload } = action;
  switch (kind) {
    case "delete-order":
      return typeof payload.customerUid === "string" ? { kind, docId, customerUid: payload.customerUid } : null;
    case "order-status":
      if (!isOrderStatus(payload.status)) return null;
      // An action queued by a version without ready times still starts the order.
      if (payload.status === PREPARING) {
        const minutes = isReadyMinutes(payload.readyInMinutes) ? payload.readyInMinutes : DEFAULT_READY_MINUTES;
        return { kind, docId, status: payload.status, readyInMinutes: minutes };
      }
      return { kind, docId, status: payload.status };
    case "pix-received":
      return { kind, docId };
    case "block-customer":
      return isStringList(payload.docIds) ? { kind, docId, docIds: payload.docIds } : null;
    default:
      return null;
  }
}

const sameTarget = (a: StaffAction, b: StaffAction) => a.kind === b.kind && a.docId === b.docId;

/** Replaces an earlier one of the same kind on the same document: the last status chosen is the one wanted. */
export function enqueueAction(entries: readonly StoredEntry<StaffAction>[], action: StaffAction) {
  return [
    ...entries.filter((entry) => entry.value === null || !sameTarget(entry.value, action)),
    { raw: action, value: action },
  ];
}

export function removeAction(entries: readonly StoredEntry<StaffAction>[], id: string) {
  return entries.filter((entry) => entry.value?.id !== id);
}

/** Keeps any field another version stored on it. */
export function updateAction(
  entries: readonly StoredEntry<StaffAction>[],
  id: string,
  patch: Partial<Pick<StaffAction, "state" | "reason" | "unsent">>,
) {
  return entries.map((entry) => {
    if (entry.value?.id !== id) return entry;
    const value = { ...entry.value, ...patch };
    return { raw: { ...(entry.raw as object), ...patch }, value };
  });
}

export function staffMemberActions(actions: readonly StaffAction[], staff: string): StaffAction[] {
  return actions.filter((action) => action.staff === staff && toSendable(action) !== null);
}

export function actionsToSend(actions: readonly StaffAction[], inFlight: ReadonlySet<string>): StaffAction[] {
  return actions.filter((action) => action.state === "pending" && !inFlight.has(action.id));
}

export function hasUnsavedActions(actions: readonly StaffAction[]): boolean {
  return actions.some((action) => action.state === "pending");
}

/** Only pending actions count: a refused one leaves the order as the server has it. */
export function applyActions(orders: readonly ShopOrder[], actions: readonly StaffAction[]): ShopOrder[] {
  const pending = actions.flatMap((action) => {
    const sendable = action.state === "pending" ? toSendable(action) : null;
    return sendable ? [sendable] : [];
  });
  const gone = (order: ShopOrder) =>
    pending.some((action) => action.kind === "delete-order" && action.docId === order.docId);
  return orders
    .filter((order) => !gone(order))
    .map((order) =>
      pending.reduce((shown, action) => {
        if (action.kind === "order-status" && action.docId === order.docId) return { ...shown, status: action.status };
        if (action.kind === "block-customer" && action.docIds.includes(order.docId))
          return { ...shown, status: CANCELLED };
        return shown;
      }, order),
    );
}

/** A deleted order has no card: its actions are shown apart. */
export function placeActions(
  actions: readonly StaffAction[],
  shownDocIds: ReadonlySet<string>,
): { onCards: Map<string, StaffAction[]>; apart: StaffAction[] } {
  const onCards = new Map<string, StaffAction[]>();
  const apart: StaffAction[] = [];
  for (const action of actions) {
    if (action.kind !== "delete-order" && action.kind !== "block-customer" && shownDocIds.has(action.docId))
      onCards.set(action.docId, [...(onCards.get(action.docId) ?? []), action]);
    else apart.push(action);
  }
  return { onCards, apart };
}

/** Read after a refusal to tell "done already" from "refused". */
export interface ServerOrderState {
  order: { status: string; payment: string | null } | null;
  deleted: boolean;
}

/** "done" when an earlier send (before a reload, or from another tab) arrived; else the pt-BR reason. */
export function outcomeAfterRefusal(
  action: SendableAction,
  state: ServerOrderState | null,
): { done: true } | { done: false; reason: string } {
  const refused = (reason: string) => ({ done: false as const, reason });
  if (action.kind === "block-customer") return refused("a loja recusou o bloqueio.");
  if (!state) return refused("a loja recusou esta mudança.");
  const { order, deleted } = state;
  if (action.kind === "delete-order")
    return order === null && deleted ? { done: true } : refused("a loja recusou a exclusão.");
  if (order === null) return refused("o pedido não está mais na loja.");
  if (action.kind === "order-status") {
    return order.status === action.status ? { done: true } : refused(`o pedido já está em "${order.status}".`);
  }
  return order.payment === PIX_RECEIVED ? { done: true } : refused("a loja recusou a confirmação.");
}

export function actionNote(action: StaffAction, online: boolean): string {
  if (action.state === "rejected") return `Não salvo — ${action.reason ?? "a loja recusou esta mudança."}`;
  return online && !action.unsent ? "Salvando…" : "Não salvo — sem conexão; tentaremos de novo.";
}
