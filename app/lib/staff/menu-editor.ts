/** "Cardápio": the Dono's changes to the menu, each applied to the menu as the server has it when it is saved. */
import { LINE_QUANTITY } from "~/lib/cart";
import { catalogue, formatBRL } from "~/lib/catalogue";
import {
  drawingOfType,
  MAX_MENU_PATTERN_LENGTH,
  type Menu,
  MENU_LIMITS,
  type MenuDrink,
  type MenuPhotoType,
  photoImage,
  pricedDrinks,
} from "~/lib/menu";
import { PRICE_UNIT_CENTS, storedCartPattern } from "~/lib/orders";

import {
  type ChoiceFields,
  type GroupFields,
  nameKey,
  withChoice,
  withChoiceLabel,
  withNewGroup,
} from "./menu-option-changes";

/** The fields "Editar" gives a drink: its name among them, which its id (its page's address) does not follow. */
export type DrinkFields = Pick<MenuDrink, "name" | "type" | "price" | "details" | "ingredients">;

/** A drink "Adicionar café" makes: its first name is its id for good. */
export type NewDrink = DrinkFields;

/** A photo made on the Dono's device (menu-photo-maker.client.ts), saved with the change that gives it a drink. */
export interface NewPhoto {
  id: string;
  type: MenuPhotoType;
  side: number;
  bytes: Uint8Array;
  dataUrl: string;
}

export type MenuChange =
  | {
      kind: "drink";
      id: string;
      fields: DrinkFields;
      groups?: readonly string[];
      /** A new photo, or "drawing": back to the drink's drawing. */
      photo?: NewPhoto | "drawing";
    }
  | { kind: "visibility"; id: string; hidden: boolean }
  | { kind: "move"; id: string; by: -1 | 1 }
  | { kind: "choice-price"; choice: ChoiceFields }
  | { kind: "choice-add"; choice: ChoiceFields }
  | { kind: "drink-add"; drink: NewDrink; groups?: readonly string[]; photo?: NewPhoto }
  | { kind: "group-add"; group: GroupFields }
  | { kind: "category-add"; name: string }
  | { kind: "category-remove"; name: string }
  /** `name`: the choice's id, kept; `label`: what the shop calls it from now on. */
  | { kind: "choice-rename"; group: string; name: string; label: string };

/**
 * A drink's groups for the names checked: those it had stay, in their order (a line's choices are written in it;
 * milk is a group a drink, with that drink's allergen notes); a name it did not have adds the first group of it.
 */
function groupIdsFor(menu: Menu, had: readonly string[], names: readonly string[]): string[] {
  const nameOf = (id: string) => menu.groups.find((group) => group.id === id)?.name;
  const kept = had.filter((id) => names.includes(nameOf(id) ?? ""));
  const taken = new Set(kept.map(nameOf));
  const added: string[] = [];
  for (const name of names) {
    const group = menu.groups.find((each) => each.name === name);
    if (!group || taken.has(name)) continue;
    taken.add(name);
    added.push(group.id);
  }
  return [...kept, ...added];
}

/** "Opções deste café": each group name of the menu, checked when the drink (null: a new one) offers it. */
export function groupChecks(menu: Menu, drink: MenuDrink | null): { name: string; checked: boolean }[] {
  const names = [...new Set(menu.groups.map((group) => group.name))];
  const own = new Set(drink?.groups.map((id) => menu.groups.find((group) => group.id === id)?.name));
  return names.map((name) => ({ name, checked: own.has(name) }));
}

/** Whether another drink has this name, or has it as its id (a page's address, a cart's key). */
function nameTaken(menu: Menu, name: string, ownId: string | null): boolean {
  return menu.drinks.some(
    (drink) => drink.id !== ownId && (nameKey(drink.id) === nameKey(name) || nameKey(drink.name) === nameKey(name)),
  );
}

/** The name a drink's change would give when another drink has it: said beside "Nome". */
export function takenNameMessage(menu: Menu, change: MenuChange): string | null {
  const named =
    change.kind === "drink-add"
      ? { name: change.drink.name, id: null }
      : change.kind === "drink"
        ? { name: change.fields.name, id: change.id }
        : null;
  return named && nameTaken(menu, named.name, named.id) ? `Já existe um café chamado ${named.name}.` : null;
}

/** At the end of the chips, with no drink until one takes it as "Tipo"; null when the name is taken or no room. */
function withNewCategory(menu: Menu, name: string): Menu | null {
  if (menu.categories.length >= MENU_LIMITS.categories) return null;
  if (menu.categories.some((category) => nameKey(category) === nameKey(name))) return null;
  return { ...menu, categories: [...menu.categories, name] };
}

/** Only one no drink has (a hidden one included): its drinks would have no chip. */
function withoutCategory(menu: Menu, name: string): Menu | null {
  if (!menu.categories.includes(name) || menu.drinks.some((drink) => drink.type === name)) return null;
  return { ...menu, categories: menu.categories.filter((category) => category !== name) };
}

/** At the list's end, shown, with no options; null when its name is taken or the menu is full. */
function withNewDrink(
  menu: Menu,
  { name, ...fields }: NewDrink,
  groupNames: readonly string[] = [],
  photo?: NewPhoto,
): Menu | null {
  if (menu.drinks.length >= MENU_LIMITS.drinks || !menu.categories.includes(fields.type)) return null;
  if (nameTaken(menu, name, null)) return null;
  const image = photo ? photoImage(photo.id) : drawingOfType(fields.type);
  const drink = { id: name, name, ...fields, image, hidden: false, groups: groupIdsFor(menu, [], groupNames) };
  return { ...menu, drinks: [...menu.drinks, drink] };
}

/** A drink's own drawing: the build's for its drinks, its type's for one the Dono added. */
function drawingOf(drink: MenuDrink): string {
  return catalogue.find((product) => product.description === drink.id)?.image ?? drawingOfType(drink.type);
}

/** The photo a change sends to the server, if any. */
export function newPhotoOf(change: MenuChange): NewPhoto | null {
  return "photo" in change && change.photo && change.photo !== "drawing" ? change.photo : null;
}

export function applyMenuChange(menu: Menu, change: MenuChange): Menu | null {
  if (change.kind === "choice-price" || change.kind === "choice-add") {
    return withChoice(menu, change.choice, change.kind === "choice-add");
  }
  if (change.kind === "drink-add") return withNewDrink(menu, change.drink, change.groups, change.photo);
  if (change.kind === "group-add") return withNewGroup(menu, change.group);
  if (change.kind === "category-add") return withNewCategory(menu, change.name);
  if (change.kind === "category-remove") return withoutCategory(menu, change.name);
  if (change.kind === "choice-rename") return withChoiceLabel(menu, change.group, change.name, change.label);
  const index = menu.drinks.findIndex((drink) => drink.id === change.id);
  const drink = menu.drinks[index];
  if (!drink) return null;
  switch (change.kind) {
    case "drink": {
      if (!menu.categories.includes(change.fields.type) || nameTaken(menu, change.fields.name, drink.id)) return null;
      const edited = {
        ...drink,
        ...change.fields,
        ...(change.groups ? { groups: groupIdsFor(menu, drink.groups, change.groups) } : {}),
        ...(change.photo ? { image: change.photo === "drawing" ? drawingOf(drink) : photoImage(change.photo.id) } : {}),
      };
      return { ...menu, drinks: menu.drinks.map((each) => (each === drink ? edited : each)) };
    }
    case "visibility":
      return {
        ...menu,
        drinks: menu.drinks.map((each) => (each === drink ? { ...each, hidden: change.hidden } : each)),
      };
    case "move": {
      const to = index + change.by;
      if (to < 0 || to >= menu.drinks.length) return menu;
      const drinks = [...menu.drinks];
      drinks.splice(index, 1);
      drinks.splice(to, 0, drink);
      return { ...menu, drinks };
    }
  }
}

type MenuCheck = { ok: true; cartPattern: string } | { ok: false; message: string };

/** A menu every order could still match, within the rules' size: otherwise it is not saved. */
export function checkMenu(menu: Menu): MenuCheck {
  const shown = pricedDrinks(menu);
  if (shown.length === 0) return { ok: false, message: "Deixe ao menos um café à venda." };
  const uncategorised = menu.drinks.find((drink) => !menu.categories.includes(drink.type));
  if (uncategorised) return { ok: false, message: `Escolha um tipo do cardápio para ${uncategorised.name}.` };
  let cartPattern: string;
  try {
    cartPattern = storedCartPattern(shown, LINE_QUANTITY);
  } catch {
    return { ok: false, message: `Há um preço que não é múltiplo de ${formatBRL(PRICE_UNIT_CENTS / 100)}: corrija-o.` };
  }
  if (cartPattern.length > MAX_MENU_PATTERN_LENGTH) {
    return { ok: false, message: "O cardápio ficou grande demais para a loja conferir os pedidos." };
  }
  return { ok: true, cartPattern };
}

/** Why a change no longer applies to the menu as the server has it (another device changed it first). */
export function changeGoneMessage(change: MenuChange): string {
  if (change.kind === "choice-add") {
    return `${change.choice.group} já tem a opção ${change.choice.name}, ou já tem ${MENU_LIMITS.choices} opções.`;
  }
  if (change.kind === "choice-price") return "Esta opção não está mais no cardápio. Recarregue a página.";
  if (change.kind === "group-add") {
    return `Já existe um grupo chamado ${change.group.name}, ou o cardápio já tem ${MENU_LIMITS.groups} grupos.`;
  }
  if (change.kind === "drink-add") {
    return `Já existe um café chamado ${change.drink.name}, ou o cardápio já tem ${MENU_LIMITS.drinks} cafés.`;
  }
  if (change.kind === "choice-rename") {
    return `${change.group} já tem uma opção chamada ${change.label}, ou esta opção não está mais no cardápio.`;
  }
  if (change.kind === "category-remove") {
    return `${change.name} tem itens no cardápio, ou já foi removida: mude o tipo deles antes de remover a categoria.`;
  }
  if (change.kind === "category-add") {
    return `Já existe uma categoria chamada ${change.name}, ou o cardápio já tem ${MENU_LIMITS.categories} categorias.`;
  }
  return "Este café não está mais no cardápio. Recarregue a página.";
}

export const menuSavedText = "Cardápio salvo. A loja já mostra e cobra assim.";
export const menuOverwroteText =
  "Salvo. Outra pessoa tinha alterado o cardápio depois que você abriu esta página: confira a lista.";
