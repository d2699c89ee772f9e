import type { ShopSettings } from "~/lib/shop";

import { isTableCode, type TableRef } from "./table-code";
import { INVALID_TABLE_LINK } from "./table-link";

export const TABLES_OFF_TEXT = "A loja não está aceitando pedidos na mesa agora. Escolha entrega ou retirada.";

/** The checkout form's hidden `mesa` and `codigo`, from the table mode it was opened in. */
export function tableOfForm(
  fields: Record<string, unknown>,
  settings: Pick<ShopSettings, "tables">,
): { ok: true; table: TableRef } | { ok: false; message: string } {
  const number = Number(fields.mesa);
  const code = String(fields.codigo ?? "");
  if (!Number.isInteger(number) || number < 1 || !isTableCode(code)) return { ok: false, message: INVALID_TABLE_LINK };
  if (number > settings.tables) return { ok: false, message: TABLES_OFF_TEXT };
  return { ok: true, table: { number, code } };
}
