/** "Meu de sempre" (issue 59): a past order kept with how it was received and paid, ordered again in one tap. */
import type { Choices } from "~/lib/catalogue";
import { type CheckoutDraft, draftOfOrder } from "~/lib/checkout";
import { type Address, reorderLinesOf } from "~/lib/orders";

import { DEFAULT_USUAL_NAME, MAX_USUAL_ORDERS } from "./usual-facts";

export interface UsualLine {
  description: string;
  quantity: number;
  choices?: Record<string, string[]> | undefined;
}

export interface UsualOrder {
  name: string;
  lines: UsualLine[];
  /** The checkout's fields as it starts from them: how to receive, where, how to pay, the name to call. */
  draft: CheckoutDraft;
  savedAt: number;
}

/** What of an order a regular repeats; a table's order keeps no mode: the visit's table, if any, decides. */
export function usualFromOrder(
  order: {
    cart: readonly { description: string; quantity: number; choices?: Choices | undefined }[];
    mode?: string | undefined;
    address: (Omit<Address, "origem" | "uf"> & { uf: string; origem?: string | undefined }) | null;
    paymentMethod: string;
    callName?: string | undefined;
    phone?: string | undefined;
  },
  name: string,
  now: number,
): UsualOrder {
  const draft = draftOfOrder(order);
  return {
    name: name.trim() || DEFAULT_USUAL_NAME,
    lines: reorderLinesOf(order.cart),
    draft,
    savedAt: now,
  };
}

function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");
}

/** Newest first; a name saved again is replaced, and the oldest go beyond MAX_USUAL_ORDERS. */
export function withUsual(list: readonly UsualOrder[], usual: UsualOrder): UsualOrder[] {
  return [usual, ...list.filter((other) => !sameName(other.name, usual.name))].slice(0, MAX_USUAL_ORDERS);
}

/** "Retirar na loja", "Entrega em Rua do Bom Jesus, 125", or nothing for a table's. */
export function usualReceiveText(draft: CheckoutDraft): string | null {
  if (draft.modo === "retirada") return "Retirar na loja";
  if (draft.modo === "entrega" && draft.rua !== undefined)
    return `Entrega em ${[draft.rua, draft.numero].filter(Boolean).join(", ")}`;
  return draft.modo === "entrega" ? "Entrega" : null;
}

/** The account's and the device's, one per name, the newest kept: newest first, at most MAX_USUAL_ORDERS. */
export function mergeUsualOrders(...lists: readonly (readonly UsualOrder[])[]): UsualOrder[] {
  return lists
    .flat()
    .sort((a, b) => a.savedAt - b.savedAt)
    .reduce<UsualOrder[]>((merged, usual) => withUsual(merged, usual), []);
}

/** "Remover": the one of that name goes. */
export function withoutUsual(list: readonly UsualOrder[], name: string): UsualOrder[] {
  return list.filter((usual) => !sameName(usual.name, name));
}
