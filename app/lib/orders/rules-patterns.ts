import { unsafeRanges } from "~/lib/platform";

import { inboxLimits } from "./order-document";
import { FIELD_SEPARATOR, LINE_SEPARATOR, PRICE_MARK, PRICE_UNIT_CENTS } from "./order-line-text";

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

const SEPARATOR_CHAR = FIELD_SEPARATOR;
export const SEPARATOR = escaped(FIELD_SEPARATOR);
export const LINE_END = escaped(LINE_SEPARATOR);
export const MARK = escaped(PRICE_MARK);

export function literal(text: string): string {
  // Backslashes, quotes, brackets, carets and the separator would need escapes; the catalogue has none.
  if ([..."\\'[]^", SEPARATOR_CHAR, PRICE_MARK].some((character) => text.includes(character))) {
    throw new Error(`Cannot put ${JSON.stringify(text)} in firestore.rules`);
  }
  return text.replace(/[.*+?${}()|]/g, "[$&]");
}

/** As the rules' string() prints it: checked against the emulator by tests/rules. */
function rulesNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a price: ${value}`);
  return String(value);
}

export function literalText(text: string): string {
  if (/['\\]/.test(text)) throw new Error(`Cannot put ${JSON.stringify(text)} in firestore.rules`);
  return text;
}

export function ruleString(text: string): string {
  return `'${text}'`;
}

export function alternatives(values: readonly string[]): string {
  return `(${values.map(literal).join("|")})`;
}

/** None of safe-text.ts's characters, the separator among them. */
function safeCharacter(keepLineBreaks = false): string {
  const hex = (code: number) => `\\\\x{${code.toString(16)}}`;
  return `[^${unsafeRanges(keepLineBreaks)
    .map(([from, to]) => `${hex(from)}-${hex(to)}`)
    .join("")}]`;
}

export const text = (min: number, max: number = inboxLimits.maxText, keepLineBreaks = false) =>
  `${safeCharacter(keepLineBreaks)}{${min},${max}}`;

export function pricePattern(price: number): string {
  const units = Math.round(Number(rulesNumber(price)) * 100) / PRICE_UNIT_CENTS;
  if (!Number.isInteger(units) || units > 1000) throw new Error(`Cannot write the price ${price} as marks`);
  return units === 0 ? "" : `${MARK}{${units}}`;
}

export function rulesLiteral(value: unknown): string {
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

// The rules count a pattern's size against their budget of 1,000 expressions: as few alternatives as the range needs.
/** The whole numbers from min to max, as an int prints: "0|[1-9][0-9]|1[0-3][0-9]{2}" and the like. */
export function wholeNumbers(min: number, max: number): string {
  const alternatives: string[] = [];
  for (let digits = String(min).length; digits <= String(max).length; digits++) {
    const low = Math.max(min, digits === 1 ? 0 : 10 ** (digits - 1));
    const high = Math.min(max, 10 ** digits - 1);
    if (low <= high) alternatives.push(...sameLength(String(low), String(high)));
  }
  return `(${alternatives.join("|")})`;
}

function sameLength(low: string, high: string): string[] {
  const digitRange = (from: number, to: number) => (from === to ? String(from) : `[${from}-${to}]`);
  const anyDigits = (count: number) => (count === 0 ? "" : count === 1 ? "[0-9]" : `[0-9]{${count}}`);
  const [first, rest] = [Number(low[0]), low.slice(1)];
  const [last, restHigh] = [Number(high[0]), high.slice(1)];
  if (rest === "") return [digitRange(first, last)];
  if (first === last) return sameLength(rest, restHigh).map((tail) => `${first}${tail}`);
  const fromZero = /^0*$/.test(rest);
  const toNine = /^9*$/.test(restHigh);
  const parts = fromZero ? [] : sameLength(rest, "9".repeat(rest.length)).map((tail) => `${first}${tail}`);
  const [fullFrom, fullTo] = [fromZero ? first : first + 1, toNine ? last : last - 1];
  if (fullFrom <= fullTo) parts.push(`${digitRange(fullFrom, fullTo)}${anyDigits(rest.length)}`);
  if (!toNine) parts.push(...sameLength("0".repeat(restHigh.length), restHigh).map((tail) => `${last}${tail}`));
  return parts;
}
