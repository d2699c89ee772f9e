import { LINE_QUANTITY, MAX_ORDER_UNITS } from "../app/lib/cart";
import { catalogueWithOptions } from "../app/lib/catalogue";
import { addressBookFunctions } from "../app/lib/checkout/rules-address-facts";
import { COUPON_CODE_PATTERN, MAX_COUPON_REAIS, MAX_PERCENT } from "../app/lib/coupons";
import { menuFunctions } from "../app/lib/menu/rules-menu-facts";
import {
  addressOrigins,
  awayPaymentMethods,
  boardStatuses,
  brazilianStates,
  CALL_NAME_MAX,
  checkoutIdPattern,
  CPF_DIGITS,
  deliveredStatuses,
  ERASED_ORDER_DETAILS,
  finalStatuses,
  inboxLimits,
  MAX_ORDER_NUMBER,
  MOBILE_PHONE_DIGITS,
  MOVE_TICKET_DAYS,
  nextStatuses,
  ORDER_NOTE_MAX,
  orderActKeys,
  orderQuota,
  orderStatuses,
  PIX_RECEIVED,
  PREPARING,
  PRICE_UNIT_CENTS,
  READY_MINUTES,
  shopDayOffsetMs,
  shopperCancel,
  statusModes,
} from "../app/lib/orders";
import { cartPattern } from "../app/lib/orders/cart-pattern";
import {
  alternatives,
  LINE_END,
  literal,
  literalText,
  MARK,
  rulesLiteral,
  ruleString,
  SEPARATOR,
  text,
} from "../app/lib/orders/rules-patterns";
import { RATING_STARS, RATING_TAGS, RATING_TEXT_MAX } from "../app/lib/ratings";
import { settingsFunctions } from "../app/lib/settings/rules-settings-facts";
import { customerFunctions } from "../app/lib/staff/rules-customer-facts";
import { reportFunctions } from "../app/lib/staff/rules-report-facts";
import { teamFunctions } from "../app/lib/staff/rules-team-facts";
import { stampFunctions } from "../app/lib/stamps/rules-stamp-facts";
import { tableFunctions } from "../app/lib/tables/rules-table-facts";
import { usualOrderFunctions } from "../app/lib/usual/rules-usual-facts";

/** The build's catalogue, as the rules check carts until the menu is the shop's (issue 56). */
function buildCartPattern(): string {
  const drinks = catalogueWithOptions().map(({ product, groups }) => ({ ...product, groups }));
  return cartPattern(drinks, LINE_QUANTITY);
}

const RULES_FACTS_BEGIN = "// BEGIN facts generated from app/lib by `npm run rules:facts`: do not edit by hand.";
const RULES_FACTS_END = "// END generated facts.";

/** In validText's order. */
function orderTextPattern(): string {
  return [
    text(0),
    alternatives(awayPaymentMethods),
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

/** validContact's name to call, mobile and CPF, each may be empty. */
function contactPattern(): string {
  return [text(0, CALL_NAME_MAX), `(${MOBILE_PHONE_DIGITS})?`, `(${CPF_DIGITS})?`].join(SEPARATOR);
}

/** In validPickupText's order. */
function pickupTextPattern(): string {
  return [text(0), alternatives(awayPaymentMethods), literal(orderStatuses[0]), text(0, ORDER_NOTE_MAX, true)].join(
    SEPARATOR,
  );
}

function statusMoves(): string {
  const byMode = statusModes.map((mode) => {
    const entries = orderStatuses
      .map((status) => [status, nextStatuses(status, mode)] as const)
      .filter(([, next]) => next.length > 0)
      .map(([status, next]) => `${ruleString(status)}: [${next.map(ruleString).join(", ")}]`);
    return `${ruleString(mode)}: {${entries.join(", ")}}`;
  });
  return `{${byMode.join(", ")}}`;
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
    `    // A cart of 1-${maxLines} lines ("quantity␟description␟base␟group…", prices as runs of marks).`,
    "    function validCartShape(cart) {",
    `      return cart is list && cart.size() >= 1 && cart.size() <= ${maxLines};`,
    "    }",
    "",
    "    // Its lines joined and matched once against the live menu's pattern: no loop, no cost per line.",
    "    function cartOnMenu(cart) {",
    `      return (cart.join('${LINE_END}') + '${LINE_END}').matches(cartPatternNow());`,
    "    }",
    "",
    "    function validCart(cart) {",
    "      return validCartShape(cart) && cartOnMenu(cart);",
    "    }",
    "",
    "    // The build's catalogue, until the Dono saves a menu.",
    "    function buildCartPattern() {",
    `      return ${ruleString(buildCartPattern())};`,
    "    }",
    "",
    "    // No two lines of a valid cart are of the same product with the same choices: its lines without",
    "    // their quantities, each after a line end, differ (the one empty piece before the first aside).",
    "    function distinctLines(cart) {",
    `      return ('${LINE_END}' + cart.join('${LINE_END}')).replace('${LINE_END}[0-9]+${SEPARATOR}', '${LINE_END}')`,
    `        .split('${LINE_END}').toSet().size() == cart.size() + 1;`,
    "    }",
    "",
    "    // A valid cart's units over all its lines: its quantities, padded with zeros to the most lines,",
    "    // summed without a condition per line.",
    "    function cartUnits(cart) {",
    `      let units = (cart.join('${LINE_END}') + '${padding}').replace('${SEPARATOR}[^${LINE_END}]*', '').split('${LINE_END}');`,
    `      return ${quantities};`,
    "    }",
    "",
    "    function withinOrderUnits(cart) {",
    `      return cartUnits(cart) <= ${MAX_ORDER_UNITS};`,
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

function ratingFunctions(): string[] {
  return [
    "    // What a staff act names on an order (app/lib/orders/order-acts.ts).",
    "    function orderActKeys() {",
    `      return ${rulesLiteral(orderActKeys)};`,
    "    }",
    "",
    "    // The ends where the shopper got the order: it may be rated, and it earns stamps, from then on.",
    "    function deliveredStatuses() {",
    `      return [${deliveredStatuses.map(ruleString).join(", ")}];`,
    "    }",
    "",
    "    function ratingStars() {",
    `      return [${RATING_STARS.join(", ")}];`,
    "    }",
    "",
    "    function ratingTags() {",
    `      return [${RATING_TAGS.map((tag) => ruleString(literalText(tag))).join(", ")}];`,
    "    }",
    "",
    "    // A rating's comment (may be empty) and the shop's reply (not): line breaks allowed.",
    "    function ratingCommentPattern() {",
    `      return ${ruleString(text(0, RATING_TEXT_MAX, true))};`,
    "    }",
    "",
    "    function ratingReplyPattern() {",
    `      return ${ruleString(text(1, RATING_TEXT_MAX, true))};`,
    "    }",
  ];
}

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
    "    function contactPattern() {",
    `      return ${ruleString(contactPattern())};`,
    "    }",
    "",
    "    // The statuses /painel shows: made and ready.",
    "    function boardStatuses() {",
    `      return ${rulesLiteral(boardStatuses)};`,
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
    "    // By mode (none stored: delivery): forward only, a step may be skipped, Cancelado from any",
    "    // step; Entregue, Retirado, Servido and Cancelado are final.",
    "    function statusMoves(mode) {",
    `      return ${statusMoves()}.get(mode in ['pickup', 'table'] ? mode : 'delivery', {});`,
    "    }",
    "",
    `    // The move to ${PREPARING} says when the order will be ready, in one of these minutes.`,
    "    function preparingStatus() {",
    `      return ${ruleString(PREPARING)};`,
    "    }",
    "",
    "    function readyMinutes() {",
    `      return [${READY_MINUTES.join(", ")}];`,
    "    }",
    "",
    "    // The one move a shopper makes on their own order.",
    "    function shopperCancelFrom() {",
    `      return ${ruleString(shopperCancel.from)};`,
    "    }",
    "",
    "    function shopperCancelTo() {",
    `      return ${ruleString(shopperCancel.to)};`,
    "    }",
    "",
    '    // "Excluir meus dados": what a finished order\'s shopper erases, and to what (app/lib/orders).',
    "    function erasedOrderDetails() {",
    `      return ${rulesLiteral({ ...ERASED_ORDER_DETAILS })};`,
    "    }",
    "",
    "    // Where an order ends: its shopper may then erase what names them.",
    "    function finalStatuses() {",
    `      return ${rulesLiteral([...finalStatuses])};`,
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
    "",
    ...ratingFunctions(),
    ...tableFunctions(),
    "    // A coupon's code: letters and digits in capitals (app/lib/coupons).",
    "    function couponCodePattern() {",
    `      return ${ruleString(COUPON_CODE_PATTERN)};`,
    "    }",
    "",
    "    function maxCouponPercent() {",
    `      return ${MAX_PERCENT};`,
    "    }",
    "",
    "    function maxCouponReais() {",
    `      return ${MAX_COUPON_REAIS};`,
    "    }",
    "",
    ...stampFunctions(),
    "",
    ...teamFunctions(),
    "",
    ...addressBookFunctions(),
    "",
    ...usualOrderFunctions(),
    "",
    ...reportFunctions(),
    "",
    ...customerFunctions(),
    "",
    ...menuFunctions(),
    `    ${RULES_FACTS_END}`,
  ].join("\n");
}

export function withRulesFacts(rules: string): string {
  const begin = rules.indexOf(RULES_FACTS_BEGIN);
  const end = rules.indexOf(RULES_FACTS_END);
  if (begin === -1 || end < begin) throw new Error("firestore.rules has no generated facts block");
  const start = rules.lastIndexOf("\n", begin) + 1;
  return rules.slice(0, start) + rulesFacts() + rules.slice(end + RULES_FACTS_END.length);
}
