/** "Exportar para o emissor": the day's sales, an item a row, for the shop's fiscal program to import (issue 58). */
import { lineTotal } from "~/lib/cart";
import { formatMoneyInput, lineChoicesLabel } from "~/lib/catalogue";
import {
  cpfText,
  formatAddress,
  orderDiscount,
  orderNumberText,
  orderTotal,
  paymentMethodLabel,
  type ShopOrder,
} from "~/lib/orders";

import { formatShopDate, ordersOfDay } from "./day-close";

/** The file's header: docs/running-the-shop.md says what each column holds. */
export const FISCAL_COLUMNS = [
  "Data",
  "Pedido",
  "CPF",
  "Item",
  "Opções",
  "Quantidade",
  "Valor unitário (R$)",
  "Valor do item (R$)",
  "Desconto do pedido (R$)",
  "Taxa de entrega (R$)",
  "Total do pedido (R$)",
  "Pagamento",
  "Endereço",
] as const;

/** Excel opens a UTF-8 file as UTF-8 only when it starts with a BOM. */
const BOM = "\uFEFF";

/** A shopper's text is one cell: quoted where it holds the separator, never read as a formula. */
function cell(text: string): string {
  const flat = text.replace(/[\r\n]+/g, " ");
  const safe = /^[=+\-@\t]/.test(flat) ? `'${flat}` : flat;
  return /[;"]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function orderRows(order: ShopOrder, date: string): string[][] {
  const where = order.address ? formatAddress(order.address) : order.mode === "table" ? "Mesa" : "Retirada na loja";
  const shared = {
    discount: formatMoneyInput(orderDiscount(order)),
    fee: formatMoneyInput(order.delivery?.fee ?? 0),
    total: formatMoneyInput(orderTotal(order)),
  };
  return order.cart.map((line) => [
    date,
    orderNumberText(order),
    order.cpf ? cpfText(order.cpf) : "",
    line.description,
    lineChoicesLabel(line),
    String(line.quantity),
    formatMoneyInput(line.price),
    formatMoneyInput(lineTotal(line)),
    shared.discount,
    shared.fee,
    shared.total,
    paymentMethodLabel(order.paymentMethod),
    where,
  ]);
}

/** The day's orders (cancelled ones left out), oldest first, an item a row, `;`-separated as Brazilian Excel reads. */
export function fiscalExportCsv(orders: readonly ShopOrder[], date: string): string {
  const day = formatShopDate(date);
  const sold = [...ordersOfDay(orders, date)].sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
  const rows = [[...FISCAL_COLUMNS], ...sold.flatMap((order) => orderRows(order, day))];
  return BOM + rows.map((row) => row.map(cell).join(";")).join("\r\n") + "\r\n";
}

export function fiscalExportFileName(date: string): string {
  return `emissor-${date}.csv`;
}
