/** Rules only: the groups live in catalogue-options.ts, so a page that needs just these does not load them. */
import { choiceLabel, drinkName, findProduct } from "./catalogue";

/** A drink the Dono took off the menu, on its page and on a cart line that holds it (not the home page's). */
export const NOT_SOLD_NOW = "Não está à venda agora";

export function isHidden(description: string): boolean {
  return findProduct(description)?.hidden === true;
}

export interface ProductOption {
  /** Its id: what a cart line's and an order's choices hold, and the rules' pattern. */
  name: string;
  /** What the shop calls it when the Dono renamed it. */
  label?: string;
  /** In reais, added to the product's price. */
  price: number;
  /** Allergen notes of the product this choice takes away (oat milk: no "Contém leite e derivados"). */
  removes?: readonly string[];
  /** Allergen notes this choice brings (chantilly: milk). */
  adds?: readonly string[];
}

export interface OptionGroup {
  name: string;
  /** The first option is the default. */
  required: boolean;
  /** 1: one option (radios); more: up to that many (checkboxes). */
  max: number;
  options: readonly ProductOption[];
}

/** Without this form field (a card's "Adicionar ao carrinho") the product's defaults are added. */
export const WITH_CHOICES_FIELD = "withChoices";

/** A line's choices: per group name, the chosen option names in the group's order. */
export type Choices = Readonly<Record<string, readonly string[]>>;

export function defaultChoices(groups: readonly OptionGroup[]): Record<string, string[]> {
  const choices: Record<string, string[]> = {};
  for (const group of groups) {
    const first = group.options[0];
    if (group.required && first) choices[group.name] = [first.name];
  }
  return choices;
}

type ChoicesCheck = { ok: true; choices: Record<string, string[]> } | { ok: false; message: string };

/** The choices in the groups' order, each option once, or why not in pt-BR. */
export function checkChoices(groups: readonly OptionGroup[], asked: Choices): ChoicesCheck {
  for (const name of Object.keys(asked)) {
    if (!groups.some((group) => group.name === name)) return { ok: false, message: `Opção "${name}" inválida.` };
  }
  const choices: Record<string, string[]> = {};
  for (const group of groups) {
    const picked = asked[group.name] ?? [];
    for (const option of picked) {
      if (!group.options.some((known) => known.name === option)) {
        return { ok: false, message: `Opção "${option}" inválida em ${group.name}.` };
      }
    }
    const chosen = group.options.filter((option) => picked.includes(option.name)).map((option) => option.name);
    if (chosen.length > group.max) {
      return {
        ok: false,
        message:
          group.max === 1 ? `Escolha só uma opção em ${group.name}.` : `Escolha até ${group.max} em ${group.name}.`,
      };
    }
    if (group.required && chosen.length === 0) return { ok: false, message: `Escolha ${group.name}.` };
    if (chosen.length > 0) choices[group.name] = chosen;
  }
  return { ok: true, choices };
}

/** Stored choices the current catalogue rejects fall back to the defaults, so a stored cart line still works. */
export function reconcileChoices(
  groups: readonly OptionGroup[],
  stored: Choices | undefined,
): Record<string, string[]> {
  const checked = stored ? checkChoices(groups, stored) : null;
  return checked?.ok ? checked.choices : defaultChoices(groups);
}

export function chosenOptions(groups: readonly OptionGroup[], choices: Choices): ProductOption[] {
  return groups.flatMap((group) => {
    const picked = choices[group.name] ?? [];
    return group.options.filter((option) => picked.includes(option.name));
  });
}

export function unitPriceCents(basePrice: number, groups: readonly OptionGroup[], choices: Choices): number {
  return chosenOptions(groups, choices).reduce(
    (sum, option) => sum + Math.round(option.price * 100),
    Math.round(basePrice * 100),
  );
}

export function unitPrice(basePrice: number, groups: readonly OptionGroup[], choices: Choices): number {
  return unitPriceCents(basePrice, groups, choices) / 100;
}

/** Equal choices make one line. */
export function lineKey(description: string, groups: readonly OptionGroup[], choices: Choices): string {
  return [description, ...chosenOptions(groups, choices).map((option) => option.name)].join(" · ");
}

export function choicesLabel(names: readonly string[]): string {
  return names.join(", ");
}

/** A stored line's or an order's choices as the shop calls them now. */
export function lineChoicesLabel(line: { choices?: Choices | undefined }): string {
  return choicesLabel(
    Object.entries(line.choices ?? {}).flatMap(([group, names]) => names.map((name) => choiceLabel(group, name))),
  );
}

/** "1x Latte (Grande, Vegetal de aveia)": as the shopper, staff and WhatsApp read it. */
export function orderLineLabel(line: { quantity: number; description: string; choices?: Choices | undefined }): string {
  const choices = lineChoicesLabel(line);
  return `${line.quantity}x ${drinkName(line.description)}${choices ? ` (${choices})` : ""}`;
}

/** What a choice removes is left out, what it adds comes last, each note once. */
export function ingredientsWith(
  ingredients: readonly string[],
  groups: readonly OptionGroup[],
  choices: Choices,
): string[] {
  const options = chosenOptions(groups, choices);
  const removed = new Set(options.flatMap((option) => option.removes ?? []));
  const kept = ingredients.filter((ingredient) => !removed.has(ingredient));
  for (const note of options.flatMap((option) => option.adds ?? [])) if (!kept.includes(note)) kept.push(note);
  return kept;
}
