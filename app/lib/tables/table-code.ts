import { MAX_TABLES } from "~/lib/shop";

/** 16 random bytes in hex: 128 bits, nobody guesses a table's code (decision 0030). */
export const TABLE_CODE_PATTERN = "[0-9a-f]{32}";
const TABLE_CODE_BYTES = 16;

/** One document per valid (table, code) pair, named by both: a link is checked by reading it. */
export const TABLE_CODES_COLLECTION = "tableCodes";

export interface TableRef {
  number: number;
  code: string;
}

const codeRegExp = new RegExp(`^${TABLE_CODE_PATTERN}$`);

export function isTableCode(code: string): boolean {
  return codeRegExp.test(code);
}

export function isTableNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_TABLES;
}

export function tableCodeId({ number, code }: TableRef): string {
  return `${number}-${code}`;
}

/** getRandomValues works on plain http too. */
export function newTableCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TABLE_CODE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** "Mesa 4": the order card, the ticket, the day's close and the storefront's note say it so. */
export function tableLabel(number: number): string {
  return `Mesa ${number}`;
}
