import { isTableCode, isTableNumber, type TableRef } from "./table-code";

const TABLE_PARAM = "mesa";
const CODE_PARAM = "codigo";

type TableLink = { kind: "none" } | { kind: "table"; table: TableRef } | { kind: "invalid"; message: string };

export const INVALID_TABLE_LINK =
  "Este link de mesa não é válido. Peça ao atendente um novo QR code ou faça seu pedido para entrega ou retirada.";

/** `?mesa=4&codigo=…`: a link without `mesa` is no table link; a bad number or code is ignored with a message. */
export function parseTableLink(search: string | URLSearchParams): TableLink {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const rawNumber = params.get(TABLE_PARAM);
  if (rawNumber === null) return { kind: "none" };
  const code = (params.get(CODE_PARAM) ?? "").trim().toLowerCase();
  const number = /^[1-9][0-9]{0,2}$/.test(rawNumber.trim()) ? Number(rawNumber.trim()) : NaN;
  if (!isTableNumber(number) || !isTableCode(code)) return { kind: "invalid", message: INVALID_TABLE_LINK };
  return { kind: "table", table: { number, code } };
}

/** What each QR code of the sheet encodes: the shop's address, the table and its code. */
export function tableLinkUrl(siteUrl: string, table: TableRef): string {
  const url = new URL("/", siteUrl);
  url.searchParams.set(TABLE_PARAM, String(table.number));
  url.searchParams.set(CODE_PARAM, table.code);
  return url.toString();
}

/** The page's address without the link's parameters, so a reload or a shared link does not carry the code. */
export function withoutTableParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TABLE_PARAM);
  params.delete(CODE_PARAM);
  const rest = params.toString();
  return rest === "" ? "" : `?${rest}`;
}
