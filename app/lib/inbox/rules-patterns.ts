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

/** A decade per alternative ("1[0-9]"): the rules take patterns of at most 4,096 characters. */
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
