/** "Pedir de novo": at today's prices, without what ran out or left the catalogue, said by name. */
import * as z from "zod/mini";

import { addLine, type CartItem, LINE_QUANTITY, MAX_CART_LINES, MAX_ORDER_UNITS, orderRoom } from "~/lib/cart";
import { checkChoices, type Choices, drinkName, findProduct, isHidden, optionGroupsOf } from "~/lib/catalogue";
import { formatList } from "~/lib/platform";
import type { ShopSettings } from "~/lib/shop";

type LeftOutReason = "sold-out" | "retired" | "option-gone" | "cart-full" | "order-full";

export interface LeftOut {
  description: string;
  reason: LeftOutReason;
}

const reorderLinesSchema = z
  .array(
    z.object({
      description: z.string().check(z.minLength(1), z.maxLength(200)),
      quantity: z.int().check(z.gte(LINE_QUANTITY.min), z.lte(LINE_QUANTITY.max)),
      choices: z.optional(z.record(z.string().check(z.maxLength(200)), z.array(z.string().check(z.maxLength(200))))),
    }),
  )
  .check(z.minLength(1), z.maxLength(200));
type ReorderLines = z.infer<typeof reorderLinesSchema>;

export function parseReorderLines(value: FormDataEntryValue | null): ReorderLines | null {
  if (typeof value !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = reorderLinesSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

type LineToRepeat = { description: string; quantity: number; choices?: Choices | undefined };

/** What of an order's lines is ordered again: each drink, how many, its choices (copied), nothing of its price. */
export function reorderLinesOf(cart: readonly LineToRepeat[]): ReorderLines {
  return cart.map(({ description, quantity, choices }) => ({
    description,
    quantity: Math.min(LINE_QUANTITY.max, Math.max(LINE_QUANTITY.min, quantity)),
    ...(choices
      ? { choices: Object.fromEntries(Object.entries(choices).map(([group, names]) => [group, [...names]])) }
      : {}),
  }));
}

export function reorderLinesValue(cart: readonly LineToRepeat[]): string {
  return JSON.stringify(reorderLinesOf(cart));
}

export function reorderCart(
  cart: readonly CartItem[],
  lines: ReorderLines,
  settings: Pick<ShopSettings, "soldOut">,
): { cart: CartItem[]; leftOut: LeftOut[] } {
  let next = [...cart];
  const leftOut: LeftOut[] = [];
  for (const line of lines) {
    // A drink the Dono took off the menu is retired for now.
    const product = isHidden(line.description) ? undefined : findProduct(line.description);
    let reason: LeftOutReason = product ? "sold-out" : "retired";
    // A choice the menu no longer has is said, never swapped for the default.
    const choicesKept = !product || !line.choices || checkChoices(optionGroupsOf(product), line.choices).ok;
    if (!choicesKept) reason = "option-gone";
    else if (product && !settings.soldOut.includes(product.description)) {
      const added = addLine(next, product, line.quantity, line.choices);
      if (line.quantity > orderRoom(next)) reason = "order-full";
      else if (added.length > MAX_CART_LINES) reason = "cart-full";
      else {
        next = added;
        continue;
      }
    }
    if (!leftOut.some((item) => item.description === line.description))
      leftOut.push({ description: line.description, reason });
  }
  return { cart: next, leftOut };
}

const reasonText: Record<LeftOutReason, string> = {
  "sold-out": "esgotado",
  retired: "não está mais no cardápio",
  "option-gone": "uma opção escolhida não existe mais",
  "cart-full": `o carrinho aceita até ${MAX_CART_LINES} itens diferentes`,
  "order-full": `um pedido leva até ${MAX_ORDER_UNITS} unidades`,
};

export function leftOutText(leftOut: readonly LeftOut[]): string {
  return `Ficaram de fora: ${formatList(leftOut.map((item) => `${drinkName(item.description)} (${reasonText[item.reason]})`))}.`;
}

export interface Reordered {
  leftOut: LeftOut[];
}

export const reorderFailedMessage = "Não foi possível repetir este pedido.";

/** Navigation state: parsed, as anything from history. */
const reorderNoticeSchema = z.object({
  reordered: z.literal(true),
  leftOut: z.array(
    z.object({
      description: z.string().check(z.maxLength(200)),
      reason: z.enum(["sold-out", "retired", "option-gone", "cart-full", "order-full"]),
    }),
  ),
});
type ReorderNotice = z.infer<typeof reorderNoticeSchema>;

export function parseReorderNotice(state: unknown): ReorderNotice | null {
  const parsed = reorderNoticeSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
