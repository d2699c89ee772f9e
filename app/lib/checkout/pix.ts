/** A static Pix code (BR Code, EMV QRCPS-MPM); docs/decisions/0009-pix-encoder.md says why each choice was made. */

/** The longest merchant name (field 59) and city (field 60) the format allows. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
/** Field 62-05 of a static code: "***" for none. */
const TXID_PATTERN = /^(?:[A-Za-z0-9]{1,25}|\*\*\*)$/;

type PixKeyKind = "cpf" | "cnpj" | "phone" | "email" | "random";

/** As DICT stores it; never guessed at, as a wrong key would send the shopper's money nowhere. */
export function parsePixKey(raw: string | undefined): { kind: PixKeyKind; key: string } | null {
  const text = raw?.trim() ?? "";
  if (text === "") return null;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text))
    return { kind: "random", key: text.toLowerCase() };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= 77 && /^[\x21-\x7e]+$/.test(text))
    // DICT keeps e-mail keys in lower case: a key as typed ("Pix@…") would not be found.
    return { kind: "email", key: text.toLowerCase() };
  if (text.startsWith("+")) {
    const phone = `+${text.slice(1).replace(/[\s().-]/g, "")}`;
    return /^\+55[1-9]\d9?\d{8}$/.test(phone) ? { kind: "phone", key: phone } : null;
  }
  const digits = text.replace(/[\s./-]/g, "");
  // The check digits also catch a phone typed without +55 (11 digits, like a CPF).
  if (/^\d{11}$/.test(digits) && hasCheckDigits(digits, [10, 11])) return { kind: "cpf", key: digits };
  if (/^\d{14}$/.test(digits) && hasCheckDigits(digits, [5, 6])) return { kind: "cnpj", key: digits };
  return null;
}

/** Mod-11 check digits; a number of one repeated digit passes them but is no one's. */
function hasCheckDigits(digits: string, firstWeights: readonly [number, number]): boolean {
  if (/^(\d)\1+$/.test(digits)) return false;
  const cnpj = digits.length === 14;
  return firstWeights.every((start, round) => {
    const length = digits.length - 2 + round;
    let sum = 0;
    for (let i = 0; i < length; i++) {
      const weight = cnpj ? ((start - i + 6) % 8) + 2 : start - i;
      sum += Number(digits[i]) * weight;
    }
    const rest = sum % 11;
    return Number(digits[length]) === (rest < 2 ? 0 : 11 - rest);
  });
}

/** Cut, not refused: the payer's bank shows the key holder's registered name, so a cut name still pays. */
export function pixText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** From whole cents, so 0.1 + 0.2 prints "0.30". */
export function pixAmount(value: number): string {
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`A Pix amount must be above 0, not ${value}`);
  const text = (cents / 100).toFixed(2);
  if (text.length > 13) throw new RangeError(`A Pix amount has at most 13 characters, not ${text}`);
  return text;
}

/** Two-digit id, two-digit length, value (ASCII, so characters are bytes). */
function field(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new RangeError(`Pix field ${id} must have 1 to 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR; four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

interface PixCodeInput {
  key: string;
  name: string;
  city: string;
  /** Omitted only to reproduce the manual's examples, where the payer types it. */
  amount?: number;
  txid: string;
}

export function pixCode({ key, name, city, amount, txid }: PixCodeInput): string {
  if (!TXID_PATTERN.test(txid)) throw new RangeError(`A Pix txid is 1 to 25 letters and digits, not "${txid}"`);
  const merchantName = pixText(name, PIX_NAME_MAX);
  const merchantCity = pixText(city, PIX_CITY_MAX);
  const body = [
    field("00", "01"),
    field("26", field("00", "br.gov.bcb.pix") + field("01", key)),
    field("52", "0000"),
    field("53", "986"),
    amount === undefined ? "" : field("54", pixAmount(amount)),
    field("58", "BR"),
    field("59", merchantName),
    field("60", merchantCity),
    field("62", field("05", txid)),
    "6304",
  ].join("");
  return body + crc16(body);
}
