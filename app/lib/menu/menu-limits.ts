/** The editor's bounds, written once: the largest menu the rules' tests place an order against (decision 0061). */
export const MENU_LIMITS = {
  drinks: 40,
  /** Today's catalogue has 9: milk is one group a drink, each taking away that drink's own milk notes. */
  groups: 12,
  groupsPerDrink: 8,
  /** The build's four and the Dono's own ("Salgados", "Doces"): the home's chips. */
  categories: 10,
  categoryNameLength: 30,
  choices: 8,
  nameLength: 60,
  detailsLength: 300,
  ingredients: 12,
  ingredientLength: 60,
  /** In reais: R$ 99,90: the rules count a price in marks of 10 cents, at most 1,000. */
  maxPrice: 99.9,
} as const;

/**
 * A drink's name: letters, digits, spaces, commas, "%" and hyphens. Nothing the rules' sold-out check, which joins
 * the names into a pattern, could read as one; "Esgotado" takes any name of this shape (firestore.rules).
 */
export const DRINK_NAME_PATTERN = "[\\p{L}\\p{N}][\\p{L}\\p{N} ,%-]*";

/** What the rules join the menu's categories with to match them at once. */
export const CATEGORY_SEPARATOR = "\u001f";

/** The menu's categories joined, each of a drink name's shape and a category's length: what the rules take. */
export const CATEGORIES_PATTERN = (() => {
  const one = DRINK_NAME_PATTERN.replace(/\*$/, `{0,${MENU_LIMITS.categoryNameLength - 1}}`);
  return `${one}(${CATEGORY_SEPARATOR}${one})*`;
})();
