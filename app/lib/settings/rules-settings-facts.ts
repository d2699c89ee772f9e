import { catalogue } from "~/lib/catalogue";
import { DRINK_NAME_PATTERN, MENU_LIMITS } from "~/lib/menu";
import { shopDayOffsetMs } from "~/lib/orders";
import {
  LINE_END,
  literal,
  rulesLiteral,
  ruleString,
  SEPARATOR,
  text,
  wholeNumbers,
} from "~/lib/orders/rules-patterns";
import {
  accentFolds,
  AREA_TEXT_MAX,
  defaultShopSettings,
  INSTAGRAM_HANDLE,
  MAX_AREA_AMOUNT,
  MAX_AREA_FEE,
  MAX_AREA_MINUTES,
  MAX_LEAD_MINUTES,
  MAX_PER_SLOT,
  MAX_SCHEDULE_DAYS,
  PHONE_DIGITS,
  pickupDelivery,
  READY_MINUTES,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  SLOT_MINUTES,
  WHATSAPP_DIGITS,
} from "~/lib/shop";

import { ownerSettingsSections, settingsSections } from "./settings-acts";
import { toAreaDocuments, toSettingsDocument } from "./settings-document";

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

/** "Dados da loja" joined as validDetails joins them; an empty phone, WhatsApp or Instagram is none. */
function detailsPattern(): string {
  const optional = (pattern: string) => `(${pattern})?`;
  return [
    text(1, SHOP_NAME_MAX),
    text(1, SHOP_ADDRESS_MAX),
    optional(PHONE_DIGITS),
    optional(WHATSAPP_DIGITS),
    optional(INSTAGRAM_HANDLE),
  ].join(SEPARATOR);
}

/** Lead minutes, orders per slot and the default "Pronto em", as string() prints whole numbers. */
function orderAheadPattern(): string {
  return [
    wholeNumbers(0, MAX_LEAD_MINUTES),
    wholeNumbers(1, MAX_PER_SLOT),
    `(${READY_MINUTES.map(String).join("|")})`,
  ].join("/");
}

/** The sold-out list joined: names of a drink's shape (the rules' strings take their backslashes doubled). */
const drinkName = DRINK_NAME_PATTERN.replace(/\\/g, "\\\\");
const soldOutNames = `${drinkName}(${SEPARATOR}${drinkName})*`;

export function settingsFunctions(): string[] {
  // The sold-out list becomes a pattern at run time: descriptions must need no escapes there.
  for (const { description } of catalogue) {
    if (literal(description) !== description) throw new Error(`${description} cannot be matched as it is`);
  }
  const folds = accentFolds.map(([letters, plain]) => `.replace('[${letters}]', '${plain}')`).join("");
  return [
    "    // The parts of the settings a save names in its act (app/lib/settings/settings-acts.ts).",
    "    function settingsSections() {",
    `      return ${rulesLiteral([...settingsSections])};`,
    "    }",
    "",
    "    function ownerSettingsSections() {",
    `      return ${rulesLiteral([...ownerSettingsSections])};`,
    "    }",
    "",
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
    "      let place = foldPlace(bairro);",
    "      return foldPlace(city) + (place == '' ? '' : '|' + place);",
    "    }",
    "",
    "    function shopOffsetMs() {",
    `      return ${shopDayOffsetMs};`,
    "    }",
    "",
    "    // Each drink at most once, by a name of a drink's shape (app/lib/menu/menu-limits.ts): the menu's drinks",
    "    // change without a build, and no such name is read as a pattern by noneSoldOut.",
    "    function validSoldOut(soldOut) {",
    `      return soldOut is list && soldOut.size() <= ${MENU_LIMITS.drinks}`,
    "        && soldOut.toSet().size() == soldOut.size()",
    `        && (soldOut.size() == 0 || soldOut.join('${SEPARATOR}').matches(${ruleString(soldOutNames)}));`,
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
    '    // "Pedidos agendados": lead time, orders per slot, whether a pause takes them, the default "Pronto em".',
    "    function validOrderAhead(o) {",
    "      return o is map && o.size() == 4 && o.whilePaused is bool && (o.leadMinutes + o.perSlot + o.readyMinutes) is int",
    "        && (string(o.leadMinutes) + '/' + string(o.perSlot) + '/' + string(o.readyMinutes))",
    `          .matches(${ruleString(orderAheadPattern())});`,
    "    }",
    "",
    "    // Settings saved before order ahead have none: the defaults.",
    "    function orderAhead(settings) {",
    `      return 'orderAhead' in settings ? settings.orderAhead : ${rulesLiteral({ ...defaultShopSettings.orderAhead })};`,
    "    }",
    "",
    "    function slotMs() {",
    `      return ${SLOT_MINUTES * 60_000};`,
    "    }",
    "",
    "    function maxScheduleDays() {",
    `      return ${MAX_SCHEDULE_DAYS};`,
    "    }",
    "",
    '    // "Dados da loja": the name and address as text, the phone, WhatsApp and Instagram as the form writes them.',
    "    function validDetails(d) {",
    "      return d is map && d.size() == 5",
    `        && (d.name + '${SEPARATOR}' + d.address + '${SEPARATOR}' + d.phone + '${SEPARATOR}' + d.whatsapp + '${SEPARATOR}' + d.instagram)`,
    `          .matches(${ruleString(detailsPattern())});`,
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
