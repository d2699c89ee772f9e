import type { OptionGroup } from "~/lib/catalogue";

import { LINE_END, literal, pricePattern, SEPARATOR, wholeNumbers } from "./rules-patterns";

/** What the rules check each cart line against: a drink's name and price, and its option groups in order. */
export interface PricedDrink {
  description: string;
  price: number;
  groups: readonly OptionGroup[];
}

function groupPattern(group: OptionGroup): string {
  const options = group.options.map((option) => literal(option.name) + pricePattern(option.price));
  if (group.max === 1) return `(${options.join("|")})${group.required ? "" : "?"}`;
  if (!group.required && group.max >= options.length) return options.map((option) => `(${option})?`).join("");
  const subsets: string[] = [];
  for (let mask = 1; mask < 1 << options.length; mask++) {
    const chosen = options.filter((_, index) => mask & (1 << index));
    if (chosen.length <= group.max) subsets.push(chosen.join(""));
  }
  return `(${subsets.join("|")})${group.required ? "" : "?"}`;
}

/**
 * One match checks every line of a cart, in any order (decision 0019): each line's quantity, drink, price and
 * choices with theirs. Made from the build's catalogue for the rules' facts; a menu with other prices makes another.
 */
export function cartPattern(drinks: readonly PricedDrink[], quantity: { min: number; max: number }): string {
  // Drinks with the same groups share one copy of them: the rules' regular expressions have a compiled size limit.
  const byGroups = new Map<string, string[]>();
  for (const drink of drinks) {
    const groups = drink.groups.map((group) => SEPARATOR + groupPattern(group)).join("");
    const named = literal(drink.description) + SEPARATOR + pricePattern(drink.price);
    byGroups.set(groups, [...(byGroups.get(groups) ?? []), named]);
  }
  const products = [...byGroups].map(([groups, named]) => `(${named.join("|")})${groups}`);
  // As string() prints an int: a double prints with a dot.
  return `(${wholeNumbers(quantity.min, quantity.max)}${SEPARATOR}(${products.join("|")})${LINE_END})+`;
}

/** As a document stores it for the rules' matches(): the separators and marks as themselves, not as escapes. */
export function storedCartPattern(drinks: readonly PricedDrink[], quantity: { min: number; max: number }): string {
  return cartPattern(drinks, quantity).replace(/\\u([0-9a-f]{4})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
