import { describe, expect, it } from "vitest";

import { parseStoredEntries, readableValues, type StoredEntry } from "~/lib/platform";

import type { ShopOrder } from "./shop-order";
import { staffActionSchema } from "./staff-action-schema";
import {
  actionNote,
  actionsToSend,
  applyActions,
  blockCustomerAction,
  blockCustomerQuestion,
  deleteOrderAction,
  enqueueAction,
  hasUnsavedActions,
  orderStatusAction,
  outcomeAfterRefusal,
  pixReceivedAction,
  placeActions,
  removeAction,
  type StaffAction,
  staffMemberActions,
  toSendable,
  updateAction,
} from "./staff-actions";

const staff = "equipe@cafeteria.test";
let ids = 0;
const origin = (now = 1_000) => ({ id: `action-${++ids}`, staff, now });

const order = (docId: string, status = "Pendente"): ShopOrder =>
  ({ docId, id: 1_750_000_000_000, status, customerUid: "shopper", payment: null }) as unknown as ShopOrder;

const entries = (...actions: StaffAction[]): StoredEntry<StaffAction>[] =>
  actions.map((action) => ({ raw: action, value: action }));

describe("staff actions", () => {
  it("are a kind, a document and a payload, with what staff asked in pt-BR", () => {
    const at = origin(42);
    expect(deleteOrderAction({ docId: "d1", customerUid: "u1", number: "007" }, at)).toEqual({
      id: at.id,
      kind: "delete-order",
      docId: "d1",
      payload: { customerUid: "u1" },
      label: "Excluir o pedido nº 007",
      staff,
      createdAt: 42,
      state: "pending",
    });
    expect(orderStatusAction({ docId: "d1", number: "007" }, "Em preparo", origin()).label).toBe(
      "Mudar o pedido nº 007 para Em preparo",
    );
    expect(pixReceivedAction({ docId: "d1", number: "007" }, origin()).label).toBe(
      "Confirmar o pagamento Pix do pedido nº 007",
    );
  });

  it("survive the storage round trip, and another version's fields are carried through a change", () => {
    const action = { ...orderStatusAction({ docId: "d1", number: "007" }, "Entregue", origin()), fromNewer: 1 };
    const stored = parseStoredEntries(JSON.stringify([action, { kind: 3 }]), staffActionSchema);
    expect(readableValues(stored)).toEqual([expect.objectContaining({ kind: "order-status", docId: "d1" })]);
    const next = updateAction(stored, action.id, { unsent: true });
    expect(next[0]?.raw).toEqual({ ...action, unsent: true });
    expect(next[1]).toBe(stored[1]);
  });

  it("are sent only when this version knows the kind and can read the payload", () => {
    const status = orderStatusAction({ docId: "d1", number: "007" }, "Em preparo", origin());
    expect(toSendable(status)).toEqual({ kind: "order-status", docId: "d1", status: "Em preparo", readyInMinutes: 10 });
    expect(toSendable({ ...status, payload: { status: "Voando" } })).toBeNull();
    expect(toSendable({ ...status, kind: "block-customer" })).toBeNull();
    const deletion = deleteOrderAction({ docId: "d1", customerUid: "u1", number: "007" }, origin());
    expect(toSendable({ ...deletion, payload: {} })).toBeNull();
    expect(staffMemberActions([status, { ...status, staff: "outra@cafeteria.test" }], staff)).toEqual([status]);
  });

  it("carry the ready time chosen for Em preparo, and only with it", () => {
    const preparing = orderStatusAction({ docId: "d1", number: "007" }, "Em preparo", origin(), 20);
    expect(preparing.payload).toEqual({ status: "Em preparo", readyInMinutes: 20 });
    expect(toSendable(preparing)).toMatchObject({ status: "Em preparo", readyInMinutes: 20 });
    const ready = orderStatusAction({ docId: "d1", number: "007" }, "Pronto para retirada", origin(), 20);
    expect(ready.payload).toEqual({ status: "Pronto para retirada" });
    expect(toSendable(ready)).toEqual({ kind: "order-status", docId: "d1", status: "Pronto para retirada" });
    // Queued by a version without ready times, or forged in storage: the default, never an unknown minute.
    for (const readyInMinutes of [undefined, 7, "20"])
      expect(toSendable({ ...preparing, payload: { status: "Em preparo", readyInMinutes } })).toMatchObject({
        readyInMinutes: 10,
      });
  });

  it("replace an earlier action of the same kind on the same document, and keep unreadable entries", () => {
    const first = orderStatusAction({ docId: "d1", number: "007" }, "Em preparo", origin());
    const other = orderStatusAction({ docId: "d2", number: "008" }, "Em preparo", origin());
    const pix = pixReceivedAction({ docId: "d1", number: "007" }, origin());
    const later = orderStatusAction({ docId: "d1", number: "007" }, "Saiu para entrega", origin());
    const unreadable = { raw: "???", value: null };
    const queue = enqueueAction([unreadable, ...entries(first, other, pix)], later);
    expect(queue.map((entry) => entry.value)).toEqual([null, other, pix, later]);
    expect(removeAction(queue, other.id).map((entry) => entry.value)).toEqual([null, pix, later]);
  });

  it("are sent once per page while pending, and only pending ones keep the page from leaving quietly", () => {
    const a = deleteOrderAction({ docId: "d1", customerUid: "u1", number: "007" }, origin());
    const b = { ...pixReceivedAction({ docId: "d2", number: "008" }, origin()), state: "rejected" as const };
    const c = orderStatusAction({ docId: "d3", number: "009" }, "Entregue", origin());
    expect(actionsToSend([a, b, c], new Set([c.id]))).toEqual([a]);
    expect(hasUnsavedActions([a, b])).toBe(true);
    expect(hasUnsavedActions([b])).toBe(false);
    expect(hasUnsavedActions([])).toBe(false);
  });
});

describe("staff actions on the page", () => {
  it("show the orders as staff asked: a deletion on its way hides the order, a status on its way is shown", () => {
    const orders = [order("d1"), order("d2"), order("d3")];
    const deletion = deleteOrderAction({ docId: "d1", customerUid: "u1", number: "007" }, origin());
    const status = orderStatusAction({ docId: "d2", number: "008" }, "Em preparo", origin());
    const refused = {
      ...orderStatusAction({ docId: "d3", number: "009" }, "Entregue", origin()),
      state: "rejected" as const,
    };
    const shown = applyActions(orders, [deletion, status, refused]);
    expect(shown.map(({ docId, status: shownStatus }) => [docId, shownStatus])).toEqual([
      ["d2", "Em preparo"],
      ["d3", "Pendente"],
    ]);
    expect(orders[1]?.status).toBe("Pendente");
  });

  it("block a customer: their orders in progress show as cancelled at once, the block is shown apart, a refusal says so", () => {
    const orders = [order("f1"), order("f2"), order("h1")];
    const block = blockCustomerAction({ customerUid: "flood", number: "007", openDocIds: ["f1", "f2"] }, origin());
    expect(block.label).toBe("Bloquear o cliente do pedido nº 007");
    expect(toSendable(block)).toEqual({ kind: "block-customer", docId: "flood", docIds: ["f1", "f2"] });
    expect(toSendable({ ...block, payload: { docIds: "f1" } })).toBeNull();
    expect(applyActions(orders, [block]).map(({ docId, status }) => [docId, status])).toEqual([
      ["f1", "Cancelado"],
      ["f2", "Cancelado"],
      ["h1", "Pendente"],
    ]);
    expect(placeActions([block], new Set(["flood", "h1"])).apart).toEqual([block]);
    const sendable = toSendable(block);
    if (!sendable) throw new Error("not sendable");
    expect(outcomeAfterRefusal(sendable, null)).toEqual({ done: false, reason: "a loja recusou o bloqueio." });
  });

  it("go on their order's card, or apart when it has none (a deleted order)", () => {
    const deletion = deleteOrderAction({ docId: "d1", customerUid: "u1", number: "007" }, origin());
    const status = orderStatusAction({ docId: "d2", number: "008" }, "Em preparo", origin());
    const pix = pixReceivedAction({ docId: "d2", number: "008" }, origin());
    const gone = pixReceivedAction({ docId: "d9", number: "009" }, origin());
    const { onCards, apart } = placeActions([deletion, status, pix, gone], new Set(["d1", "d2"]));
    expect(onCards.get("d2")).toEqual([status, pix]);
    expect(onCards.has("d1")).toBe(false);
    expect(apart).toEqual([deletion, gone]);
  });
});

describe("staff actions refused", () => {
  it("count as done after a refusal when the server is already as asked, and say why not otherwise", () => {
    const deletion = { kind: "delete-order", docId: "d1", customerUid: "u1" } as const;
    const status = { kind: "order-status", docId: "d1", status: "Em preparo" } as const;
    const pix = { kind: "pix-received", docId: "d1" } as const;
    const there = (orderStatus: string, payment: string | null = null) => ({
      order: { status: orderStatus, payment },
      deleted: false,
    });
    const deleted = { order: null, deleted: true };
    expect(outcomeAfterRefusal(deletion, deleted)).toEqual({ done: true });
    expect(outcomeAfterRefusal(deletion, there("Pendente"))).toEqual({
      done: false,
      reason: "a loja recusou a exclusão.",
    });
    expect(outcomeAfterRefusal(status, there("Em preparo"))).toEqual({ done: true });
    expect(outcomeAfterRefusal(status, there("Entregue"))).toEqual({
      done: false,
      reason: 'o pedido já está em "Entregue".',
    });
    expect(outcomeAfterRefusal(status, deleted)).toEqual({ done: false, reason: "o pedido não está mais na loja." });
    expect(outcomeAfterRefusal(pix, there("Pendente", "Pix recebido"))).toEqual({ done: true });
    expect(outcomeAfterRefusal(pix, there("Pendente"))).toEqual({
      done: false,
      reason: "a loja recusou a confirmação.",
    });
    expect(outcomeAfterRefusal(pix, null)).toEqual({ done: false, reason: "a loja recusou esta mudança." });
  });
});

describe("staff actions' notes", () => {
  it("say saving while online, not saved while offline or after a failed try, and why when refused", () => {
    const action = pixReceivedAction({ docId: "d1", number: "007" }, origin());
    expect(actionNote(action, true)).toBe("Salvando…");
    expect(actionNote(action, false)).toBe("Não salvo — sem conexão; tentaremos de novo.");
    expect(actionNote({ ...action, unsent: true }, true)).toBe("Não salvo — sem conexão; tentaremos de novo.");
    expect(actionNote({ ...action, state: "rejected", reason: "o pedido não está mais na loja." }, true)).toBe(
      "Não salvo — o pedido não está mais na loja.",
    );
  });
});

describe("blockCustomerQuestion", () => {
  it("says how many of the customer's orders in progress are cancelled, and what comes back", () => {
    expect(blockCustomerQuestion(0)).toBe("Bloquear este cliente? Novos pedidos dele serão recusados.");
    expect(blockCustomerQuestion(1)).toBe(
      "Bloquear este cliente? Novos pedidos dele serão recusados e o pedido em aberto será cancelado, devolvendo o horário, o cupom e os selos que ele usou.",
    );
    expect(blockCustomerQuestion(3)).toBe(
      "Bloquear este cliente? Novos pedidos dele serão recusados e os 3 pedidos em aberto serão cancelados, devolvendo os horários, os cupons e os selos que eles usaram.",
    );
  });
});
