// Its own chunk: the home page's first load carries neither the sheet a card opens on a tap nor the options.
import { type OptionGroup, optionGroupsOf, type Product } from "~/lib/catalogue";

export { ChoicesSheet } from "./ChoicesSheet";

/** The drink's option groups when one must be chosen before it goes to the cart; null when it can go as it is. */
export function requiredChoices(product: Product): readonly OptionGroup[] | null {
  const groups = optionGroupsOf(product);
  return groups.some((group) => group.required) ? groups : null;
}
