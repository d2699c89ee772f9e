/** "Cardápio"'s forms as the Dono fills them: each field parsed, each error in pt-BR beside its field. */
import { formatBRL, parseMoneyInput } from "~/lib/catalogue";
import { DRINK_NAME_PATTERN, MENU_LIMITS } from "~/lib/menu";
import { PRICE_UNIT_CENTS } from "~/lib/orders";
import { cleanText, type FormFailure, invalidFields } from "~/lib/platform";

import type { DrinkFields } from "./menu-editor";
import { type ChoiceFields, type GroupChoosing, groupChoosings, type GroupFields } from "./menu-option-changes";

export const NEW_DRINK_NAME_FIELD = "nome";
export const PHOTO_FIELD = "foto";
/** "Voltar ao desenho": the drink's photo taken off. */
export const DRAWING_FIELD = "sem-foto";

type Parsed<T> = { ok: true; value: T } | FormFailure;

const text = (form: FormData, name: string) => cleanText(String(form.get(name) ?? ""));

export const menuFieldNames = {
  type: "tipo",
  price: "preco",
  details: "detalhes",
  ingredients: "ingredientes",
  /** One checkbox a group name: the drink's "Opções deste café". */
  groups: "opcoes",
} as const;

/** The groups checked in "Opções deste café", by name. */
export function groupNamesOf(form: FormData): string[] {
  return form.getAll(menuFieldNames.groups).map((value) => cleanText(String(value)));
}

export const groupFieldNames = { name: "nome-grupo", choosing: "escolha" } as const;

export function parseGroupForm(form: FormData): Parsed<GroupFields> {
  const errors: Record<string, string> = {};
  const name = text(form, groupFieldNames.name);
  const nameError = nameProblem(name, "do grupo");
  if (nameError) errors[groupFieldNames.name] = nameError;
  const typedChoosing = text(form, groupFieldNames.choosing);
  const choosing = Object.keys(groupChoosings).find((known): known is GroupChoosing => known === typedChoosing);
  if (!choosing) errors[groupFieldNames.choosing] = "Escolha quantas opções o cliente pode marcar.";
  const first = parseChoiceForm(form);
  if (!first.ok) Object.assign(errors, first.fieldErrors);
  if (Object.keys(errors).length > 0 || !choosing || !first.ok) return invalidFields(errors);
  return { ok: true, value: { name, choosing, first: { name: first.value.name, price: first.value.price } } };
}

/** Why a typed price cannot be a drink's, in pt-BR; null when it can. */
export function priceProblem(typed: string): string | null {
  const price = parseMoneyInput(typed);
  if (typed === "" || Number.isNaN(price)) return "Informe o preço em reais, como 12,50.";
  if (price <= 0) return "O preço deve ser maior que zero.";
  if (price > MENU_LIMITS.maxPrice) return `O preço vai até ${formatBRL(MENU_LIMITS.maxPrice)}.`;
  if (Math.round(price * 100) % PRICE_UNIT_CENTS !== 0) {
    return `Use um preço em múltiplos de ${formatBRL(PRICE_UNIT_CENTS / 100)}, como 12,50.`;
  }
  return null;
}

/** "Ingredientes": one a line; the empty lines left out. */
export function ingredientLines(typed: string): string[] {
  return typed
    .split(/\r?\n/)
    .map((line) => cleanText(line))
    .filter((line) => line !== "");
}

/** "Editar" and "Adicionar café": the same fields; the name a drink is given first becomes its id. */
export function parseDrinkForm(form: FormData): Parsed<DrinkFields> {
  const errors: Record<string, string> = {};
  const name = text(form, NEW_DRINK_NAME_FIELD);
  const nameError = nameProblem(name, "do café");
  if (nameError) errors[NEW_DRINK_NAME_FIELD] = nameError;
  const type = text(form, menuFieldNames.type);
  if (type === "") errors[menuFieldNames.type] = "Escolha o tipo.";
  const typedPrice = text(form, menuFieldNames.price);
  const price = priceProblem(typedPrice);
  if (price) errors[menuFieldNames.price] = price;
  const details = text(form, menuFieldNames.details);
  if (details.length > MENU_LIMITS.detailsLength)
    errors[menuFieldNames.details] = `Use até ${MENU_LIMITS.detailsLength} caracteres.`;
  const ingredients = ingredientLines(String(form.get(menuFieldNames.ingredients) ?? ""));
  if (ingredients.length > MENU_LIMITS.ingredients)
    errors[menuFieldNames.ingredients] = `Liste até ${MENU_LIMITS.ingredients} ingredientes, um por linha.`;
  else if (ingredients.some((line) => line.length > MENU_LIMITS.ingredientLength))
    errors[menuFieldNames.ingredients] = `Cada ingrediente vai até ${MENU_LIMITS.ingredientLength} caracteres.`;
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  return { ok: true, value: { name, type, price: parseMoneyInput(typedPrice), details, ingredients } };
}

/** An option's price may be 0 ("Pequeno"), never below. */
function choicePriceProblem(typed: string): string | null {
  return parseMoneyInput(typed) === 0 ? null : priceProblem(typed);
}

/** A choice's name: letters, digits, spaces and a few marks; the cart's pattern escapes them. */
const CHOICE_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .,()%+-]*$/u;
/** A drink's: no mark the sold-out check would read as a pattern (menu-limits.ts). */
const DRINK_NAME = new RegExp(`^${DRINK_NAME_PATTERN}$`, "u");

/** Why a new drink's, choice's, group's or category's name cannot be one, in pt-BR; null when it can. */
function nameProblem(name: string, what: "do café" | "da opção" | "do grupo" | "da categoria"): string | null {
  if (name === "") return `Informe o nome ${what}.`;
  const shape = what === "do café" || what === "da categoria" ? DRINK_NAME : CHOICE_NAME;
  const length = what === "da categoria" ? MENU_LIMITS.categoryNameLength : MENU_LIMITS.nameLength;
  if (name.length > length || !shape.test(name)) return `Use letras, números e espaços, até ${length} caracteres.`;
  return null;
}

export const CATEGORY_NAME_FIELD = "nome-categoria";

/** "Nova categoria": its name, which the home's chip shows. */
export function parseCategoryForm(form: FormData): Parsed<string> {
  const name = text(form, CATEGORY_NAME_FIELD);
  const problem = nameProblem(name, "da categoria");
  return problem ? invalidFields({ [CATEGORY_NAME_FIELD]: problem }) : { ok: true, value: name };
}

export const choiceFieldNames = { group: "grupo", name: "opcao", price: "preco-opcao" } as const;

export const CHOICE_LABEL_FIELD = "novo-nome";

/** "Renomear opção": which choice of the group (by its id) and what the shop calls it from now on. */
export function parseChoiceRenameForm(form: FormData): Parsed<{ group: string; name: string; label: string }> {
  const label = text(form, CHOICE_LABEL_FIELD);
  const problem = nameProblem(label, "da opção");
  if (problem) return invalidFields({ [CHOICE_LABEL_FIELD]: problem });
  return {
    ok: true,
    value: { group: text(form, choiceFieldNames.group), name: text(form, choiceFieldNames.name), label },
  };
}

export function parseChoiceForm(form: FormData): Parsed<ChoiceFields> {
  const errors: Record<string, string> = {};
  const group = text(form, choiceFieldNames.group);
  const name = text(form, choiceFieldNames.name);
  const nameError = nameProblem(name, "da opção");
  if (nameError) errors[choiceFieldNames.name] = nameError;
  const typedPrice = text(form, choiceFieldNames.price);
  const price = choicePriceProblem(typedPrice);
  if (price) errors[choiceFieldNames.price] = price;
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  return { ok: true, value: { group, name, price: parseMoneyInput(typedPrice) } };
}
