/** "Cardápio"'s changes to the option groups: a new group, a choice's price, a new choice, a choice's new name. */
import { type Menu, MENU_LIMITS, type MenuChoice } from "~/lib/menu";

/** A choice of every group of that name (milk is one group a drink, each with its own allergen notes). */
export interface ChoiceFields {
  group: string;
  name: string;
  price: number;
}

/** A new option group: how many of its choices a drink takes, and its first choice. */
export interface GroupFields {
  name: string;
  choosing: GroupChoosing;
  first: { name: string; price: number };
}

/** "Uma, obrigatória" (a size), "Uma ou nenhuma" (a milk), "Quantas quiser" (add-ons): those the rules' pattern
 * keeps small; "two of five" would write out every pair. */
export const groupChoosings = {
  uma: { label: "Uma, obrigatória", required: true, max: 1 },
  "uma-ou-nenhuma": { label: "Uma ou nenhuma", required: false, max: 1 },
  varias: { label: "Quantas quiser", required: false, max: MENU_LIMITS.choices },
} as const;
export type GroupChoosing = keyof typeof groupChoosings;

/** Names the Dono typed, compared as the same in any case or Unicode spelling. */
export const nameKey = (text: string) => text.normalize("NFC").toLocaleLowerCase("pt-BR");

/** At the end of the groups, offered by no drink until one checks it; null when the name is taken or no room. */
export function withNewGroup(menu: Menu, { name, choosing, first }: GroupFields): Menu | null {
  if (menu.groups.length >= MENU_LIMITS.groups) return null;
  if (menu.groups.some((group) => nameKey(group.name) === nameKey(name) || nameKey(group.id) === nameKey(name))) {
    return null;
  }
  const { required, max } = groupChoosings[choosing];
  return { ...menu, groups: [...menu.groups, { id: name, name, required, max, choices: [first] }] };
}

function groupsNamed(menu: Menu, name: string) {
  return menu.groups.filter((group) => group.name === name);
}

/**
 * In every group of that name; null when it has no such choice, or another choice is called so (its id or its
 * name). Its own id again takes the label away.
 */
export function withChoiceLabel(menu: Menu, group: string, name: string, label: string): Menu | null {
  const named = groupsNamed(menu, group);
  if (named.length === 0 || !named.every((each) => each.choices.some((choice) => choice.name === name))) return null;
  const taken = (choice: { name: string; label?: string | undefined }) =>
    choice.name !== name && [choice.name, choice.label ?? ""].some((known) => nameKey(known) === nameKey(label));
  if (named.some((each) => each.choices.some(taken))) return null;
  const renamed = (choice: MenuChoice): MenuChoice => {
    if (choice.name !== name) return choice;
    const { label: _old, ...kept } = choice;
    return label === name ? kept : { ...kept, label };
  };
  return {
    ...menu,
    groups: menu.groups.map((each) => (each.name === group ? { ...each, choices: each.choices.map(renamed) } : each)),
  };
}

export function withChoice(menu: Menu, { group, name, price }: ChoiceFields, add: boolean): Menu | null {
  const named = groupsNamed(menu, group);
  if (named.length === 0) return null;
  const has = named.every((each) => each.choices.some((choice) => choice.name === name));
  const called = (choice: MenuChoice) =>
    [choice.name, choice.label ?? ""].some((known) => nameKey(known) === nameKey(name));
  if (add ? named.some((each) => each.choices.some(called)) : !has) return null;
  if (add && named.some((each) => each.choices.length >= MENU_LIMITS.choices)) return null;
  return {
    ...menu,
    groups: menu.groups.map((each) =>
      each.name !== group
        ? each
        : {
            ...each,
            choices: add
              ? [...each.choices, { name, price }]
              : each.choices.map((choice) => (choice.name === name ? { ...choice, price } : choice)),
          },
    ),
  };
}
