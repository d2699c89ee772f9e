import * as z from "zod/mini";

import { productTypes } from "~/lib/catalogue";

import { MENU_LIMITS } from "./menu-limits";

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(MENU_LIMITS.nameLength));
const notes = z
  .array(z.string().check(z.maxLength(MENU_LIMITS.ingredientLength)))
  .check(z.maxLength(MENU_LIMITS.ingredients));
const category = z.string().check(z.trim(), z.minLength(1), z.maxLength(MENU_LIMITS.categoryNameLength));
const price = z.number().check(z.nonnegative(), z.lte(MENU_LIMITS.maxPrice));

const menuChoiceSchema = z.object({
  /** Never changes: what carts, orders and the rules' pattern hold. */
  name,
  /** The name the shop shows once the Dono renamed it. */
  label: z.optional(name),
  price,
  removes: z.optional(notes),
  adds: z.optional(notes),
});

export const menuGroupSchema = z.object({
  /** Never changes when the group's name does: drinks name their groups by it. */
  id: z.string().check(z.minLength(1), z.maxLength(MENU_LIMITS.nameLength)),
  name,
  required: z.boolean(),
  max: z.int().check(z.positive(), z.lte(MENU_LIMITS.choices)),
  choices: z.array(menuChoiceSchema).check(z.minLength(1), z.maxLength(MENU_LIMITS.choices)),
});

export const menuDrinkSchema = z.object({
  /** Never changes: its page's address, a cart line's and a favourite's key. Today's drinks: today's name. */
  id: z.string().check(z.minLength(1), z.maxLength(MENU_LIMITS.nameLength)),
  name,
  /** One of the menu's categories. */
  type: category,
  price: z.number().check(z.positive(), z.lte(MENU_LIMITS.maxPrice)),
  details: z.string().check(z.maxLength(MENU_LIMITS.detailsLength)),
  ingredients: notes,
  image: z.string().check(z.minLength(1)),
  hidden: z.boolean(),
  /** Group ids, in the order the page shows them and an order writes them. */
  groups: z.array(z.string()).check(z.maxLength(MENU_LIMITS.groupsPerDrink)),
});

/** The Dono's menu: the drinks in the list's order, the option groups they use, and the categories' order. */
export const menuSchema = z.object({
  drinks: z.array(menuDrinkSchema).check(z.minLength(1), z.maxLength(MENU_LIMITS.drinks)),
  groups: z.array(menuGroupSchema).check(z.maxLength(MENU_LIMITS.groups)),
  // A menu saved before the Dono could make categories has the build's.
  categories: z._default(z.array(category).check(z.minLength(1), z.maxLength(MENU_LIMITS.categories)), () => [
    ...productTypes,
  ]),
});

/** The menu's fields, as the rules take them. */
export const MENU_DATA_KEYS = Object.keys(menuSchema.shape) as (keyof Menu)[];

/** As a device keeps it: the menu and the time it was saved, which the shop's settings name (`menuVersion`). */
export const storedMenuSchema = z.object({ version: z.string().check(z.minLength(1)), menu: menuSchema });

export type MenuChoice = z.infer<typeof menuChoiceSchema>;
export type MenuGroup = z.infer<typeof menuGroupSchema>;
export type MenuDrink = z.infer<typeof menuDrinkSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type StoredMenu = z.infer<typeof storedMenuSchema>;
