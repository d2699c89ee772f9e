/**
 * The facts firestore.rules checks, written from their one source in app/lib: the catalogue (every
 * product at its type, image and price), the payment methods, the states, the statuses and how
 * they move, the limits and the order quota. `npm run rules:facts` writes them between the markers
 * in firestore.rules; tests/rules-facts.test.ts fails when the two drift.
 */
import { LINE_QUANTITY, MAX_ORDER_UNITS } from "~/lib/cart/cart-quantity";
import { catalogue } from "~/lib/catalogue/catalogue";
import { catalogueWithOptions } from "~/lib/catalogue/catalogue-options";
import type { OptionGroup } from "~/lib/catalogue/options";
import { ORDER_NOTE_MAX } from "~/lib/checkout/order-note";
import { unsafeRanges } from "~/lib/platform/safe-text";
import { accentFolds } from "~/lib/shop/delivery-areas";
import {
  AREA_TEXT_MAX,
  defaultShopSettings,
  MAX_AREA_AMOUNT,
  MAX_AREA_FEE,
  MAX_AREA_MINUTES,
  pickupDelivery,
} from "~/lib/shop/shop-settings";

import { addressOrigins, brazilianStates, paymentMethods, PIX_RECEIVED } from "../schemas";
import { MOVE_TICKET_DAYS } from "./accounts";
import { checkoutIdPattern, inboxLimits, MAX_ORDER_NUMBER } from "./order-document";
import { FIELD_SEPARATOR, LINE_SEPARATOR, PRICE_MARK, PRICE_UNIT_CENTS } from "./order-line-text";
import { orderQuota, shopDayOffsetMs } from "./order-quota";
import { nextStatuses, orderStatuses } from "./order-statuses";
import { toAreaDocuments, toSettingsDocument } from "./settings-document";

const RULES_FACTS_BEGIN = "// BEGIN facts generated from app/lib by `npm run rules:facts`: do not edit by hand.";
const RULES_FACTS_END = "// END generated facts.";

/** How a rules string literal writes a character: "\\u001f". */
const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** U+001F joins the fields the rules match (a cart line's too); SEPARATOR is how the rules write it. */
const SEPARATOR_CHAR = FIELD_SEPARATOR;
const SEPARATOR = escaped(FIELD_SEPARATOR);
/** U+001E joins a cart's lines. */
const LINE_END = escaped(LINE_SEPARATOR);
/** The mark a price is written in, one per PRICE_UNIT_CENTS (order-line-text.ts). */
const MARK = escaped(PRICE_MARK);

/** A literal piece of a rules regular expression: metacharacters become one-character classes. */
function literal(text: string): string {
  // Backslashes, quotes, brackets, carets and the separator would need escapes; the catalogue has none.
  if ([..."\\'[]^", SEPARATOR_CHAR, PRICE_MARK].some((character) => text.includes(character))) {
    throw new Error(`Cannot put ${JSON.stringify(text)} in firestore.rules`);
  }
  return text.replace(/[.*+?${}()|]/g, "[$&]");
}

/** A number as the rules' string() prints it (checked against the emulator by tests/rules). */
function rulesNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a price: ${value}`);
  return String(value);
}

/** Text for a rules string literal (not a pattern): refused if it would need an escape. */
function literalText(text: string): string {
  if (/['\\]/.test(text)) throw new Error(`Cannot put ${JSON.stringify(text)} in firestore.rules`);
  return text;
}

function ruleString(text: string): string {
  return `'${text}'`;
}

function alternatives(values: readonly string[]): string {
  return `(${values.map(literal).join("|")})`;
}

/** A character the rules' patterns accept in stored text: none of safe-text.ts's (the separator is one of them). */
function safeCharacter(keepLineBreaks = false): string {
  const hex = (code: number) => `\\\\x{${code.toString(16)}}`;
  return `[^${unsafeRanges(keepLineBreaks)
    .map(([from, to]) => `${hex(from)}-${hex(to)}`)
    .join("")}]`;
}

const text = (min: number, max: number = inboxLimits.maxText, keepLineBreaks = false) =>
  `${safeCharacter(keepLineBreaks)}{${min},${max}}`;

/** checkoutId, payment method, status, the address's fields, then the note, in validText's order. */
function orderTextPattern(): string {
  return [
    text(0),
    alternatives(paymentMethods),
    literal(orderStatuses[0]),
    text(0), // rua
    text(0), // bairro
    text(1), // cidade
    alternatives(brazilianStates),
    text(0), // numero
    text(0), // complemento
    "[0-9]{8}", // cep
    alternatives(addressOrigins),
    text(0, ORDER_NOTE_MAX, true), // note: line breaks allowed
  ].join(SEPARATOR);
}

/** A price as its run of marks in a pattern: "" for R$ 0,00. */
function pricePattern(price: number): string {
  const units = Math.round(Number(rulesNumber(price)) * 100) / PRICE_UNIT_CENTS;
  if (!Number.isInteger(units) || units > 1000) throw new Error(`Cannot write the price ${price} as marks`);
  return units === 0 ? "" : `${MARK}{${units}}`;
}

/** A pickup's text: checkoutId, payment method, status and the note, in validPickupText's order (no address). */
function pickupTextPattern(): string {
  return [text(0), alternatives(paymentMethods), literal(orderStatuses[0]), text(0, ORDER_NOTE_MAX, true)].join(
    SEPARATOR,
  );
}

/**
 * One option group's slot: its options in the group's order, each name followed by its price's
 * marks; at most `max`, at least one when required. A group whose every subset is allowed is one
 * optional part per option; otherwise the allowed subsets are spelled out.
 */
function groupPattern(group: OptionGroup): string {
  const options = group.options.map((option) => literal(option.name) + pricePattern(option.price));
  if (group.max === 1) return `(${options.join("|")})${group.required ? "" : "?"}`;
  if (!group.required && group.max >= options.length) return options.map((option) => `(${option})?`).join("");
  const subsets: string[] = [];
  for (let mask = 1; mask < 1 << options.length; mask++) {
    const chosen = options.filter((_, index) => mask & (1 << index));
    if (chosen.length <= group.max) subsets.push(chosen.join(""));
  }
  return `(${subsets.join("|")})${group.required ? "" : "?"}`;
}

/**
 * The whole cart as one text (its lines joined, each ended by U+001E): each line a quantity, then
 * a product of the catalogue with its price as marks, then a slot per option group with the
 * chosen options at their prices (decision 0019). One match checks every line, in any order.
 */
function cartPattern(): string {
  const products = catalogueWithOptions().map(({ product, groups }) =>
    [literal(product.description), pricePattern(product.price), ...groups.map(groupPattern)].join(SEPARATOR),
  );
  return `(${quantityPattern()}${SEPARATOR}(${products.join("|")})${LINE_END})+`;
}

/** The whole quantities of a line, as string() prints an int (a double prints with a dot). */
function quantityPattern(): string {
  return wholeNumbers(LINE_QUANTITY.min, LINE_QUANTITY.max);
}

function statusMoves(): string {
  const entries = orderStatuses
    .map((status) => [status, nextStatuses(status)] as const)
    .filter(([, next]) => next.length > 0)
    .map(([status, next]) => `${ruleString(status)}: [${next.map(ruleString).join(", ")}]`);
  return `{${entries.join(", ")}}`;
}

function cartFunctions(): string[] {
  const { maxLines } = inboxLimits;
  const lines = Array.from({ length: maxLines }, (_, i) => i);
  const totals = lines.slice(1).map((i) => `        + (cart.size() <= ${i} ? 0 : lineUnits(cart[${i}]))`);
  const quantities = lines.map((i) => `int(units[${i}])`).join(" + ");
  const padding = lines
    .slice(1)
    .map(() => `${LINE_END}0`)
    .join("");
  return [
    `    // A cart of 1-${maxLines} lines ("quantity␟description␟base␟group…", prices as runs of marks),`,
    "    // joined and matched once: no loop, no cost per line.",
    "    function validCart(cart) {",
    `      return cart is list && cart.size() >= 1 && cart.size() <= ${maxLines}`,
    `        && (cart.join('${LINE_END}') + '${LINE_END}').matches(${ruleString(cartPattern())});`,
    "    }",
    "",
    "    // No two lines of a valid cart are of the same product with the same choices: its lines without",
    "    // their quantities, each after a line end, differ (the one empty piece before the first aside).",
    "    function distinctLines(cart) {",
    `      return ('${LINE_END}' + cart.join('${LINE_END}')).replace('${LINE_END}[0-9]+${SEPARATOR}', '${LINE_END}')`,
    `        .split('${LINE_END}').toSet().size() == cart.size() + 1;`,
    "    }",
    "",
    `    // A valid cart holds at most ${MAX_ORDER_UNITS} units over all its lines: its quantities, padded`,
    "    // with zeros to the most lines, summed without a condition per line.",
    "    function withinOrderUnits(cart) {",
    `      let units = (cart.join('${LINE_END}') + '${padding}').replace('${SEPARATOR}[^${LINE_END}]*', '').split('${LINE_END}');`,
    `      return ${quantities} <= ${MAX_ORDER_UNITS};`,
    "    }",
    "",
    `    // A valid line's unit price (its marks, each ${PRICE_UNIT_CENTS} cents) times its quantity.`,
    "    function lineUnits(line) {",
    `      return line.replace('[^${MARK}]', '').size() * int(line.split('${SEPARATOR}')[0]);`,
    "    }",
    "",
    "    // The sum of the lines, in reais; call only on a valid cart.",
    "    function cartTotal(cart) {",
    "      return (lineUnits(cart[0])",
    ...totals,
    `        ) * ${PRICE_UNIT_CENTS} / 100.0;`,
    "    }",
  ];
}

/** A value as a rules literal: the default settings are written into the rules this way. */
function rulesLiteral(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return rulesNumber(value);
  if (typeof value === "string") return ruleString(literalText(value));
  if (Array.isArray(value)) return `[${value.map(rulesLiteral).join(", ")}]`;
  if (typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${ruleString(literalText(key))}: ${rulesLiteral(entry)}`)
      .join(", ")}}`;
  }
  throw new Error(`Cannot write ${String(value)} in firestore.rules`);
}

/**
 * min…max as string() prints an int, a decade per alternative ("1[0-9]"): the rules take
 * patterns of at most 4,096 characters.
 */
export function wholeNumbers(min: number, max: number): string {
  const decades: string[] = [];
  for (let decade = Math.floor(min / 10); decade <= Math.floor(max / 10); decade++) {
    const low = Math.max(min, decade * 10) % 10;
    const high = Math.min(max, decade * 10 + 9) % 10;
    const prefix = decade === 0 ? "" : String(decade);
    decades.push(low === high ? `${prefix}${low}` : `${prefix}[${low}-${high}]`);
  }
  return `(${decades.join("|")})`;
}

/** An area's city, bairro, fee (reais, at most 2 decimals) and minutes, joined as validArea joins them. */
function areaPattern(): string {
  const fee = `(${wholeNumbers(0, MAX_AREA_FEE - 1)}([.][0-9]{1,2})?|${wholeNumbers(MAX_AREA_FEE, MAX_AREA_FEE)})`;
  const minutes = wholeNumbers(0, MAX_AREA_MINUTES);
  // Minimum order and free delivery: "null" (string() of null: none) or 0…MAX_AREA_AMOUNT reais, at most 2 decimals.
  const digits = Math.log10(MAX_AREA_AMOUNT);
  if (!Number.isInteger(digits)) throw new Error(`MAX_AREA_AMOUNT must be a power of ten: ${MAX_AREA_AMOUNT}`);
  const amount = `(null|(0|[1-9][0-9]{0,${digits - 1}})([.][0-9]{1,2})?|${MAX_AREA_AMOUNT})`;
  return [text(1, AREA_TEXT_MAX), text(0, AREA_TEXT_MAX), fee, minutes, minutes, amount, amount].join(SEPARATOR);
}

function settingsFunctions(): string[] {
  // The sold-out list becomes a pattern at run time: descriptions must need no escapes there.
  for (const { description } of catalogue) {
    if (literal(description) !== description) throw new Error(`${description} cannot be matched as it is`);
  }
  const folds = accentFolds.map(([letters, plain]) => `.replace('[${letters}]', '${plain}')`).join("");
  return [
    "    // What the shop starts with until staff save settings (app/lib/shop/shop-settings.ts).",
    "    function defaultShopSettings() {",
    `      return ${rulesLiteral({ ...toSettingsDocument(defaultShopSettings) })};`,
    "    }",
    "",
    "    // The delivery areas until staff save settings, by key.",
    "    function defaultDeliveryAreas() {",
    `      return ${rulesLiteral(toAreaDocuments(defaultShopSettings.deliveryAreas))};`,
    "    }",
    "",
    "    // Case, accents and spaces aside: the steps of app/lib/shop/delivery-areas.ts's foldPlace.",
    "    function foldPlace(text) {",
    `      return text.lower()${folds}.replace('/', '-').replace(' +', ' ').replace('^ | $', '');`,
    "    }",
    "",
    "    // The key an area is stored under: its city, and its bairro after a '|' when it has one.",
    "    function areaKey(city, bairro) {",
    "      return foldPlace(city) + (foldPlace(bairro) == '' ? '' : '|' + foldPlace(bairro));",
    "    }",
    "",
    "    function shopOffsetMs() {",
    `      return ${shopDayOffsetMs};`,
    "    }",
    "",
    "    function catalogueDescriptions() {",
    `      return ${rulesLiteral(catalogue.map((product) => product.description))};`,
    "    }",
    "",
    "    // Each product at most once: the sold-out check's pattern grows with the list.",
    "    function validSoldOut(soldOut) {",
    `      return soldOut is list && soldOut.size() <= ${catalogue.length}`,
    "        && soldOut.toSet().size() == soldOut.size() && catalogueDescriptions().hasAll(soldOut);",
    "    }",
    "",
    "    // No line of a valid cart is of a sold-out product (descriptions are plain text in a pattern).",
    "    function noneSoldOut(cart, soldOut) {",
    "      return soldOut.size() == 0",
    `        || !(cart.join('${LINE_END}') + '${LINE_END}').matches('(.*${LINE_END})?[0-9]+${SEPARATOR}(' + soldOut.join('|') + ')${SEPARATOR}.*');`,
    "    }",
    "",
    "    // What a pickup stores as its delivery: no fee, its time (app/lib/shop/shop-settings.ts).",
    "    function pickupDelivery() {",
    `      return ${rulesLiteral({ ...pickupDelivery })};`,
    "    }",
    "",
    "    // An area under its own key: city, bairro, fee, minutes, minimum order and free-delivery amount",
    "    // (each null or a number), exactly these keys.",
    "    function validArea(key, a) {",
    "      return a.size() == 7",
    `        && (a.city + '${SEPARATOR}' + a.bairro + '${SEPARATOR}' + string(a.fee + 0) + '${SEPARATOR}' + string(a.minMinutes + 0)`,
    `            + '${SEPARATOR}' + string(a.maxMinutes + 0) + '${SEPARATOR}' + string(a.minOrder) + '${SEPARATOR}' + string(a.freeDeliveryFrom))`,
    `          .matches(${ruleString(areaPattern())})`,
    "        && (a.minOrder == null || a.minOrder is number)",
    "        && (a.freeDeliveryFrom == null || a.freeDeliveryFrom is number)",
    "        && a.minMinutes <= a.maxMinutes",
    "        && key == areaKey(a.city, a.bairro);",
    "    }",
  ];
}

/** The generated block, markers included, indented for the service's body. */
function rulesFacts(): string {
  return [
    `    ${RULES_FACTS_BEGIN}`,
    "    // checkoutId, payment method, status, rua, bairro, cidade, uf, numero, complemento, cep, origem, note.",
    "    function orderTextPattern() {",
    `      return ${ruleString(orderTextPattern())};`,
    "    }",
    "",
    "    // A pickup's checkoutId, payment method, status and note.",
    "    function pickupTextPattern() {",
    `      return ${ruleString(pickupTextPattern())};`,
    "    }",
    "",
    "    function checkoutIdPattern() {",
    `      return ${ruleString(checkoutIdPattern)};`,
    "    }",
    "",
    "    // The largest order number every client reads exactly (Number.MAX_SAFE_INTEGER).",
    "    function maxOrderNumber() {",
    `      return ${MAX_ORDER_NUMBER};`,
    "    }",
    "",
    ...cartFunctions(),
    "",
    "    // Forward only; Cancelado before Entregue; Entregue and Cancelado are final.",
    "    function statusMoves() {",
    `      return ${statusMoves()};`,
    "    }",
    "",
    "    function pixReceived() {",
    `      return ${ruleString(literalText(PIX_RECEIVED))};`,
    "    }",
    "",
    "    function minSecondsBetweenOrders() {",
    `      return ${orderQuota.minSecondsBetween};`,
    "    }",
    "",
    "    function ordersPerDay() {",
    `      return ${orderQuota.perDay};`,
    "    }",
    "",
    "    function moveTicketDays() {",
    `      return ${MOVE_TICKET_DAYS};`,
    "    }",
    "",
    "    // The shop's day number: days since 1970-01-01 in Recife (UTC-3, no daylight saving).",
    "    function shopDay(time) {",
    `      return int((time.toMillis() + (${shopDayOffsetMs})) / 86400000);`,
    "    }",
    "",
    ...settingsFunctions(),
    `    ${RULES_FACTS_END}`,
  ].join("\n");
}

/** `rules` with the block between the markers replaced by today's facts. */
export function withRulesFacts(rules: string): string {
  const begin = rules.indexOf(RULES_FACTS_BEGIN);
  const end = rules.indexOf(RULES_FACTS_END);
  if (begin === -1 || end < begin) throw new Error("firestore.rules has no generated facts block");
  const start = rules.lastIndexOf("\n", begin) + 1;
  return rules.slice(0, start) + rulesFacts() + rules.slice(end + RULES_FACTS_END.length);
}
