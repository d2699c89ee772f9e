/** "Meu de sempre" in a Google account's document: lines as an order's (priced today), every draft field there. */
import { type CheckoutDraft, parseCheckoutDraft } from "~/lib/checkout";
import { documentLines, readCartLines, reorderCart } from "~/lib/orders";

import { USUAL_NAME_MAX } from "./usual-facts";
import type { UsualLine, UsualOrder } from "./usual-orders";

/** Every one is written, empty when the shopper gave none: firestore.rules check them as one text. */
export const usualDraftFields = [
  "modo",
  "cep",
  "origem",
  "rua",
  "bairro",
  "cidade",
  "uf",
  "numero",
  "complemento",
  "pagamento",
  "nomeParaChamar",
  "celular",
] as const satisfies readonly (keyof CheckoutDraft)[];

interface UsualDocument {
  name: string;
  /** An order's lines (documentLines): the rules check them against the catalogue as they check an order's. */
  cart: string[];
  draft: Record<(typeof usualDraftFields)[number], string>;
  savedAt: number;
}

/** Priced from today's catalogue, so the rules take it; null when none of its drinks is sold any more. */
export function toUsualDocument(usual: UsualOrder): UsualDocument | null {
  const { cart } = reorderCart([], usual.lines, { soldOut: [] });
  if (cart.length === 0) return null;
  const draft = Object.fromEntries(usualDraftFields.map((field) => [field, String(usual.draft[field] ?? "")]));
  return {
    name: usual.name.slice(0, USUAL_NAME_MAX),
    cart: documentLines(cart),
    draft: draft as UsualDocument["draft"],
    savedAt: usual.savedAt,
  };
}

/** A document another version wrote that this one cannot read is null: the list keeps the others. */
export function fromUsualDocument(data: unknown): UsualOrder | null {
  if (!data || typeof data !== "object") return null;
  const { name, cart, draft, savedAt } = data as Partial<Record<keyof UsualDocument, unknown>>;
  const read = readCartLines(cart);
  if (!Array.isArray(read) || read.length === 0 || typeof name !== "string" || typeof savedAt !== "number") return null;
  const lines: UsualLine[] = (
    read as { description: string; quantity: number; choices?: Record<string, string[]> }[]
  ).map(({ description, quantity, choices }) => ({ description, quantity, ...(choices ? { choices } : {}) }));
  const given = Object.entries(draft && typeof draft === "object" ? draft : {}).filter(([, value]) => value !== "");
  const parsed = parseCheckoutDraft(Object.fromEntries(given));
  return parsed ? { name, lines, draft: parsed, savedAt } : null;
}
