import {
  catalogueWithOptions,
  type Choices,
  chosenOptions,
  findProduct,
  optionGroupsOf,
  reconcileChoices,
} from "~/lib/catalogue";

/** One line of a local order, as the inbox reads it. */
export interface OrderLineInput {
  description: string;
  type: string;
  image: string;
  price: number;
  quantity: number;
  /** Absent on orders of older versions: the product's defaults. */
  choices?: Choices | undefined;
}

/** Between a line's fields, and between the lines when the rules join them (rules-facts.ts). */
export const FIELD_SEPARATOR = "\u001f";
export const LINE_SEPARATOR = "\u001e";

/**
 * Prices in a cart line are written as runs of this mark, one per PRICE_UNIT_CENTS: the rules
 * check each option's price as a run of fixed length in the line's pattern, and add a line up by
 * counting its marks (decision 0019).
 */
export const PRICE_MARK = "\u00a4";

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The largest amount, in cents, every price of the catalogue and its options is a whole number of. */
export const PRICE_UNIT_CENTS = catalogueWithOptions()
  .flatMap(({ product, groups }) => [product.price, ...groups.flatMap((group) => group.options.map((o) => o.price))])
  .map((price) => Math.round(price * 100))
  .reduce(greatestCommonDivisor, 0);

/** A price as its run of marks. */
export function priceRun(price: number): string {
  return PRICE_MARK.repeat(Math.round(price * 100) / PRICE_UNIT_CENTS);
}

/**
 * A cart line as the order document stores it: "quantity␟description␟base␟group…", each group's
 * chosen options in the product's group order, each option's name followed by its price's run of
 * marks (a group without a choice is empty). Text the rules match for the whole cart at once and
 * add up by counting marks (decisions 0014, 0019).
 */
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

/** The lines as the document stores them: equal lines (product and choices) merged, in the cart's order. */
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

/** One stored line of this version ("quantity␟description␟base␟group…"), or null when it is not one. */
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

/**
 * A stored cart's lines, as the rules read them: joined and split again (so a line that holds a
 * line separator reads as the rules read it). This version's lines start with their quantity
 * ("quantity␟description␟base␟group…", options with their prices); lines of orders before
 * decision 0019 are "description␟price␟quantity"; type and image from the catalogue. Lines written
 * as maps (by versions before decision 0014) are kept as they are. Null when a line is none.
 */
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
