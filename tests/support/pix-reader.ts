/**
 * Reads a Pix code the way a bank app would, written apart from app/lib/checkout/pix.ts so the tests do
 * not check the encoder against itself: TLV fields, and a table-driven CRC16-CCITT-FALSE.
 */

/** The code's top-level fields, id → value; nested templates (26, 62) are read with `readFields` again. */
export function readFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new Error(`not a TLV field at ${at}: "${text.slice(at, at + 10)}"`);
    }
    if (fields.has(id)) throw new Error(`field ${id} twice`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

const table = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  return crc;
});

/** CRC16-CCITT-FALSE, table-driven, over the ASCII of `text`. */
export function referenceCrc(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "latin1"))
    crc = ((crc << 8) ^ (table[((crc >> 8) ^ byte) & 0xff] ?? 0)) & 0xffff;
  return crc;
}

/** Whether the last four characters are the CRC of everything before them (which ends in "6304"). */
export function hasValidCrc(code: string): boolean {
  const body = code.slice(0, -4);
  return body.endsWith("6304") && code.slice(-4) === referenceCrc(body).toString(16).toUpperCase().padStart(4, "0");
}

/** The fields a payer's app shows, from a whole code. */
export function readPixCode(code: string) {
  const fields = readFields(code);
  const account = readFields(fields.get("26") ?? "");
  const extra = readFields(fields.get("62") ?? "");
  return {
    fields,
    gui: account.get("00"),
    key: account.get("01"),
    amount: fields.get("54"),
    name: fields.get("59"),
    city: fields.get("60"),
    txid: extra.get("05"),
    crc: fields.get("63"),
  };
}
