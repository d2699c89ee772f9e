import { catalogueWithOptions, type OptionGroup, type Product, productTypes } from "~/lib/catalogue";
import type { PricedDrink } from "~/lib/orders";

import { pictureOf } from "./menu-photo";
import type { Menu, MenuDrink, MenuGroup } from "./menu-schema";

function toMenuGroup(group: OptionGroup, id: string): MenuGroup {
  return {
    id,
    name: group.name,
    required: group.required,
    max: group.max,
    choices: group.options.map((option) => ({
      name: option.name,
      price: option.price,
      ...(option.removes ? { removes: [...option.removes] } : {}),
      ...(option.adds ? { adds: [...option.adds] } : {}),
    })),
  };
}

/** The build's catalogue as the first menu: each drink's id its name today, so its address and stored keys hold. */
export function catalogueMenu(): Menu {
  const groups: MenuGroup[] = [];
  const ids = new Map<OptionGroup, string>();
  const drinks = catalogueWithOptions().map(({ product, groups: productGroups }) => {
    const groupIds = productGroups.map((group) => {
      const known = ids.get(group);
      if (known) return known;
      // Milk's groups differ by what oat milk takes away from each drink: one group a drink.
      const id = groups.some((existing) => existing.id === group.name)
        ? `${group.name} (${product.description})`
        : group.name;
      ids.set(group, id);
      groups.push(toMenuGroup(group, id));
      return id;
    });
    return {
      id: product.description,
      name: product.description,
      type: product.type,
      price: product.price,
      details: product.details,
      ingredients: [...product.ingredients],
      image: product.image,
      hidden: false,
      groups: groupIds,
    } satisfies MenuDrink;
  });
  return { drinks, groups, categories: [...productTypes] };
}

function toOptionGroup(group: MenuGroup): OptionGroup {
  return { name: group.name, required: group.required, max: group.max, options: group.choices };
}

/** A drink as the pages and the cart know it: its id is the key they store; its photo, if on the device, shown. */
export function productOf(drink: MenuDrink, photos: ReadonlyMap<string, string> = new Map()): Product {
  const photo = pictureOf(drink, photos);
  return {
    description: drink.id,
    ...(drink.name === drink.id ? {} : { name: drink.name }),
    type: drink.type,
    price: drink.price,
    image: drink.image,
    ...(photo === undefined ? {} : { photo }),
    details: drink.details,
    ingredients: drink.ingredients,
    hidden: drink.hidden,
  };
}

export function groupsOfDrink(menu: Menu, drink: MenuDrink): OptionGroup[] {
  return drink.groups.flatMap((id) => {
    const group = menu.groups.find((known) => known.id === id);
    return group ? [toOptionGroup(group)] : [];
  });
}

/** What an order may carry: the shown drinks at their prices (the rules' pattern is made from these). */
export function pricedDrinks(menu: Menu): PricedDrink[] {
  return menu.drinks
    .filter((drink) => !drink.hidden)
    .map((drink) => ({ description: drink.id, price: drink.price, groups: groupsOfDrink(menu, drink) }));
}
