import {
  catalogueWithOptions,
  type Choices,
  chosenOptions,
  findProduct,
  optionGroupsOf,
  reconcileChoices,
} from "~/lib/catalogue";

export interface OrderLineInput {
  description: string;
  type: string;
  image: string;
  price: number;
  quantity: number;
  /** Absent: the product's defaults. */
  choices?: Choices | undefined;
}

/** Between a line's fields, and between the lines when the rules join them (rules-facts.ts). */
export const FIELD_SEPARATOR = "\u001f";
export const LINE_SEPARATOR = "\u001e";

/** One per PRICE_UNIT_CENTS: the rules match a price as a run of fixed length and count marks (decision 0019). */
export const PRICE_MARK = "\u00a4";

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

export const PRICE_UNIT_CENTS = catalogueWithOptions()
  .flatMap(({ product, groups }) => [product.price, ...groups.flatMap((group) => group.options.map((o) => o.price))])
  .map((price) => Math.round(price * 100))
  .reduce(greatestCommonDivisor, 0);

export function priceRun(price: number): string {
  return PRICE_MARK.repeat(Math.round(price * 100) / PRICE_UNIT_CENTS);
}

/** "quantity␟description␟base␟group…": text the rules match for the whole cart at once (decisions 0014, 0019). */
export function cartLineText(line: OrderLineInput): string {
  const product = findProduct(line.description);
  const groups = product ? optionGroupsOf(product) : [];
  const choices = reconcileChoices(groups, line.choices);
  const slots = groups.map((group) =>
    chosenOptions([group], choices)
      .map((option) => option.name + priceRun(option.price))
      .join(""),
  );
  // The base is what the shopper was shown less today's options: a price changed since is refused, not rewritten.
  const optionsCents = chosenOptions(groups, choices).reduce((sum, option) => sum + Math.round(option.price * 100), 0);
  const baseCents = Math.round(line.price * 100) - optionsCents;
  const base =
    baseCents >= 0 && baseCents % PRICE_UNIT_CENTS === 0 ? priceRun(baseCents / 100) : String(baseCents / 100);
  return [String(line.quantity), line.description, base, ...slots].join(FIELD_SEPARATOR);
}

export function documentLines(cart: readonly OrderLineInput[]): string[] {
  const byLine = new Map<string, OrderLineInput>();
  for (const line of cart) {
    const key = cartLineText({ ...line, quantity: 0 });
    const earlier = byLine.get(key);
    byLine.set(key, { ...line, quantity: line.quantity + (earlier?.quantity ?? 0) });
  }
  return [...byLine.values()].map(cartLineText);
}

const optionInText = new RegExp(`([^${PRICE_MARK}]+)(${PRICE_MARK}*)`, "g");

function readOptionLine(fields: readonly string[]) {
  const [quantity = "", description = "", base = "", ...slots] = fields;
  const product = findProduct(description);
  const groups = product ? optionGroupsOf(product) : [];
  if (![...base].every((mark) => mark === PRICE_MARK)) return null;
  let marks = [...base].length;
  const choices: Record<string, string[]> = {};
  for (const [index, slot] of slots.entries()) {
    for (const [, name = "", run = ""] of slot.matchAll(optionInText)) {
      marks += [...run].length;
      // A group this version does not know (another version's document) is shown under its position.
      const group = groups[index]?.name ?? `Opções ${index + 1}`;
      (choices[group] ??= []).push(name);
    }
  }
  return {
    description,
    type: product?.type ?? "",
    image: product?.image ?? "",
    price: (marks * PRICE_UNIT_CENTS) / 100,
    quantity: Number(quantity),
    choices,
  };
}

// Joined and split again, so a line holding a separator reads as the rules read it. Lines before decision 0019
// are "description␟price␟quantity"; maps (before decision 0014) are kept as they are.
export function readCartLines(cart: unknown): unknown {
  if (!Array.isArray(cart) || !cart.every((line): line is string => typeof line === "string")) return cart;
  const lines = cart.join(LINE_SEPARATOR).split(LINE_SEPARATOR);
  const read = lines.map((text) => {
    const fields = text.split(FIELD_SEPARATOR);
    if (/^[0-9]+$/.test(fields[0] ?? "")) return readOptionLine(fields);
    const [description = "", price = "", quantity = "", ...rest] = fields;
    const product = findProduct(description);
    return rest.length > 0
      ? null
      : {
          description,
          type: product?.type ?? "",
          image: product?.image ?? "",
          price: Number(price),
          quantity: Number(quantity),
        };
  });
  return read.every((line) => line !== null) ? read : null;
}
