/**
 * The facts firestore.rules checks, written from their one source in app/lib: the catalogue (every
 * product at its type, image and price), the payment methods, the states, the statuses and how
 * they move, the limits and the order quota. `npm run rules:facts` writes them between the markers
 * in firestore.rules; tests/rules-facts.test.ts fails when the two drift.
 */
import { LINE_QUANTITY } from "../cart";
import { catalogue } from "../catalogue";
import { accentFolds } from "../delivery-areas";
import { ORDER_NOTE_MAX } from "../order-note";
import { addressOrigins, brazilianStates, paymentMethods, PIX_RECEIVED } from "../schemas";
import { defaultShopSettings, MAX_DELIVERY_AREAS } from "../shop-settings";
import {
  checkoutIdPattern,
  inboxLimits,
  MOVE_TICKET_DAYS,
  nextStatuses,
  orderQuota,
  orderStatuses,
  shopDayOffsetMs,
} from "./documents";
import { toSettingsDocument } from "./settings-document";

const RULES_FACTS_BEGIN = "// BEGIN facts generated from app/lib by `npm run rules:facts`: do not edit by hand.";
const RULES_FACTS_END = "// END generated facts.";

/** U+001F joins the fields the rules match; SEPARATOR is how a rules string literal writes it. */
const SEPARATOR_CHAR = String.fromCharCode(0x1f);
const SEPARATOR = "\\u001f";

/** A literal piece of a rules regular expression: metacharacters become one-character classes. */
function literal(text: string): string {
  // Backslashes, quotes, brackets, carets and the separator would need escapes; the catalogue has none.
  if ([..."\\'[]^", SEPARATOR_CHAR].some((character) => text.includes(character))) {
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

const text = (min: number, max: number = inboxLimits.maxText) => `[^${SEPARATOR}]{${min},${max}}`;

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
    text(0, ORDER_NOTE_MAX), // note
  ].join(SEPARATOR);
}

function cataloguePattern(): string {
  const products = catalogue.map((product) =>
    [product.description, product.type, product.image, rulesNumber(product.price)].map(literal).join(SEPARATOR),
  );
  return `(${products.join("|")})`;
}

/** The whole quantities of a line, as string() prints an int (a double prints with a dot). */
function quantityPattern(): string {
  const { min, max } = LINE_QUANTITY;
  return `(${Array.from({ length: max - min + 1 }, (_, i) => String(min + i)).join("|")})`;
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
  const eachLine = lines.slice(1).map((i) => `        && (cart.size() <= ${i} || catalogueLine(cart[${i}]))`);
  const totals = lines
    .slice(1)
    .map((i) => `        + (cart.size() <= ${i} ? 0 : cart[${i}].price * cart[${i}].quantity)`);
  return [
    `    // A cart of 1-${maxLines} lines (rules have no loops: one term per line).`,
    "    function validCart(cart) {",
    `      return cart is list && cart.size() >= 1 && cart.size() <= ${maxLines}`,
    "        && catalogueLine(cart[0])",
    ...eachLine.map((line, index) => (index === eachLine.length - 1 ? `${line};` : line)),
    "    }",
    "",
    "    // The sum of the lines, in reais; call only on a valid cart.",
    "    function cartTotal(cart) {",
    "      return cart[0].price * cart[0].quantity",
    ...totals.map((line, index) => (index === totals.length - 1 ? `${line};` : line)),
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

function settingsFunctions(): string[] {
  const { maxLines } = inboxLimits;
  const lines = Array.from({ length: maxLines }, (_, i) => i);
  const soldOutTerms = lines.map((i) =>
    i === 0
      ? "      return !(cart[0].description in soldOut)"
      : `        && (cart.size() <= ${i} || !(cart[${i}].description in soldOut))`,
  );
  const areas = Array.from({ length: MAX_DELIVERY_AREAS }, (_, i) => i);
  const areaTerms = areas.map((i) => `        && (areas.size() <= ${i} || validArea(v[${i}]))`);
  const folds = accentFolds.map(([letters, plain]) => `.replace('[${letters}]', '${plain}')`).join("");
  return [
    "    // What the shop starts with until staff save settings (app/lib/shop-settings.ts).",
    "    function defaultShopSettings() {",
    `      return ${rulesLiteral({ ...toSettingsDocument(defaultShopSettings) })};`,
    "    }",
    "",
    "    // Case, accents and spaces aside, as app/lib/shop-settings.ts's foldPlace.",
    "    function foldPlace(text) {",
    `      return text.lower()${folds}.replace(' +', ' ').trim();`,
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
    "    // No line of a valid cart is of a sold-out product.",
    "    function noneSoldOut(cart, soldOut) {",
    ...soldOutTerms.map((term, index) => (index === soldOutTerms.length - 1 ? `${term};` : term)),
    "    }",
    "",
    "    function validArea(a) {",
    "      return a.size() == 5 && a.city is string && a.city.size() > 0 && a.city.size() <= 60",
    "        && a.bairro is string && a.bairro.size() <= 60 && a.fee is number && a.fee >= 0 && a.fee <= 100",
    "        && a.minMinutes is int && a.maxMinutes is int && a.minMinutes >= 0 && a.maxMinutes >= a.minMinutes",
    "        && a.maxMinutes <= 600;",
    "    }",
    "",
    `    // Up to ${MAX_DELIVERY_AREAS} areas, each checked (rules have no loops).`,
    "    function validAreas(areas) {",
    "      let v = areas.values();",
    `      return areas is map && areas.size() <= ${MAX_DELIVERY_AREAS}`,
    ...areaTerms.map((term, index) => (index === areaTerms.length - 1 ? `${term};` : term)),
    "    }",
  ];
}

/** The generated block, markers included, indented for the service's body. */
export function rulesFacts(): string {
  return [
    `    ${RULES_FACTS_BEGIN}`,
    "    // checkoutId, payment method, status, rua, bairro, cidade, uf, numero, complemento, cep, origem, note.",
    "    function orderTextPattern() {",
    `      return ${ruleString(orderTextPattern())};`,
    "    }",
    "",
    "    function checkoutIdPattern() {",
    `      return ${ruleString(checkoutIdPattern)};`,
    "    }",
    "",
    `    // A product of the catalogue at its type, image and price; ${LINE_QUANTITY.min}-${LINE_QUANTITY.max} of it; exactly these keys.`,
    "    function catalogueLine(line) {",
    "      return line.size() == 5",
    `        && (line.description + '${SEPARATOR}' + line.type + '${SEPARATOR}' + line.image + '${SEPARATOR}' + string(line.price + 0)`,
    `            + '${SEPARATOR}' + string(line.quantity + 0))`,
    `          .matches(${ruleString(`${cataloguePattern()}${SEPARATOR}${quantityPattern()}`)});`,
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
