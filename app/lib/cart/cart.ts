import {
  type Choices,
  chosenOptions,
  drinkName,
  findProduct,
  formatBRL,
  fromCents,
  isHidden,
  lineKey,
  optionGroupsOf,
  type Product,
  reconcileChoices,
  toCents,
  unitPrice,
} from "~/lib/catalogue";
import { formatList } from "~/lib/platform";

import { cartCount, clampLineQuantity, LINE_QUANTITY, MAX_ORDER_UNITS } from "./cart-quantity";
import type { CartItem } from "./cart-schema";

/** Lines keep the stored shape older clients read, plus `choices`, which they ignore (decision 0019). */

/** What names a line in the cart's forms: its product and choices. */
export function cartLineKey(line: Pick<CartItem, "description" | "choices">): string {
  const product = findProduct(line.description);
  return product ? lineKey(product.description, optionGroupsOf(product), line.choices ?? {}) : line.description;
}

export function lineChoiceNames(line: Pick<CartItem, "description" | "choices">): string[] {
  const product = findProduct(line.description);
  if (!product || !line.choices) return [];
  return chosenOptions(optionGroupsOf(product), line.choices).map((option) => option.label ?? option.name);
}

/** Whatever storage held: catalogue prices, defaults for lines without choices, equal lines merged, within limits. */
export function reconcileCart(stored: readonly CartItem[]): CartItem[] {
  let lines: CartItem[] = [];
  for (const item of stored) {
    const product = findProduct(item.description);
    if (!product) continue;
    lines = addLine(lines, product, item.quantity, item.choices);
  }
  return lines;
}

export function toCartLine(product: Product, quantity: number, choices?: Choices): CartItem {
  const groups = optionGroupsOf(product);
  const kept = reconcileChoices(groups, choices);
  return {
    image: product.image,
    type: product.type,
    description: product.description,
    price: unitPrice(product.price, groups, kept),
    quantity,
    choices: kept,
  };
}

/** The units the line `except` holds now count as room. */
export function orderRoom(cart: readonly CartItem[], except?: string): number {
  return MAX_ORDER_UNITS - cartCount(cart.filter((line) => except === undefined || cartLineKey(line) !== except));
}

export function addLine(cart: readonly CartItem[], product: Product, quantity: number, choices?: Choices): CartItem[] {
  const line = toCartLine(product, quantity, choices);
  const key = cartLineKey(line);
  const existing = cart.find((item) => cartLineKey(item) === key);
  const room = orderRoom(cart, key);
  const wanted = clampLineQuantity((existing?.quantity ?? 0) + quantity);
  const next = Math.min(wanted, room);
  if (existing) return cart.map((item) => (item === existing ? { ...item, quantity: Math.max(1, next) } : item));
  return next < LINE_QUANTITY.min ? [...cart] : [...cart, { ...line, quantity: next }];
}

export function lineTotal(line: Pick<CartItem, "price" | "quantity">): number {
  return fromCents(toCents(line.price) * line.quantity);
}

export function cartTotal(cart: readonly Pick<CartItem, "price" | "quantity">[]): number {
  return fromCents(cart.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}

function updateLine(cart: readonly CartItem[], key: string, change: (line: CartItem) => number): CartItem[] {
  return cart.map((line) => (cartLineKey(line) === key ? { ...line, quantity: change(line) } : line));
}

export function increaseLine(cart: readonly CartItem[], key: string): CartItem[] {
  return updateLine(cart, key, (line) =>
    Math.max(line.quantity, Math.min(clampLineQuantity(line.quantity + 1), orderRoom(cart, key))),
  );
}

export function decreaseLine(cart: readonly CartItem[], key: string): CartItem[] {
  return updateLine(cart, key, (line) => clampLineQuantity(line.quantity - 1));
}

export function removeLine(cart: readonly CartItem[], key: string): CartItem[] {
  return cart.filter((line) => cartLineKey(line) !== key);
}

/** What the shop's rules can check in one order, with every line at its most options × 99 (decision 0019). */
export const MAX_CART_LINES = 14;

export const cartFullMessage = `O carrinho aceita até ${MAX_CART_LINES} itens diferentes. Aumente a quantidade de um item ou finalize este pedido.`;

export function orderFullMessage(room: number): string {
  const limit = `Um pedido leva até ${MAX_ORDER_UNITS} unidades`;
  if (room <= 0) return `${limit}, e este já chegou lá. Finalize este pedido e faça outro para o restante.`;
  return `${limit}: cabe${room === 1 ? "" : "m"} mais ${room} neste pedido.`;
}

interface PriceChange {
  description: string;
  from: number;
  to: number;
}

/** Lines stored at a price the menu no longer charges: the cart says so before the shopper confirms. */
export function priceChanges(stored: readonly CartItem[], current: readonly CartItem[]): PriceChange[] {
  return current.flatMap((line) => {
    const before = stored.find((item) => cartLineKey(item) === cartLineKey(line));
    return before && toCents(before.price) !== toCents(line.price)
      ? [{ description: line.description, from: before.price, to: line.price }]
      : [];
  });
}

export function priceChangeText({ description, from, to }: PriceChange): string {
  return `O preço do ${drinkName(description)} mudou de ${formatBRL(from)} para ${formatBRL(to)}.`;
}

/** Lines of drinks the Dono took off the menu: the rules refuse them as they do sold-out ones. */
export function notSoldLines(cart: readonly Pick<CartItem, "description">[]): string[] {
  return cart.filter((line) => isHidden(line.description)).map((line) => line.description);
}

export function notSoldText(descriptions: readonly string[]): string {
  return `Fora do cardápio: ${formatList(descriptions.map(drinkName))}. Remova do carrinho para confirmar o pedido.`;
}

export const pricesChangedText = "Os preços do cardápio mudaram. Confira o carrinho e confirme de novo.";
