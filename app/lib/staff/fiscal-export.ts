/** "Exportar para o emissor": the day's sales, an item a row, for the shop's fiscal program to import (issue 58). */
import { lineTotal } from "~/lib/cart";
import { formatMoneyInput, lineChoicesLabel } from "~/lib/catalogue";
import {
  cpfText,
  ERASED_ADDRESS_TEXT,
  formatAddress,
  orderDiscount,
  orderNumberText,
  orderTotal,
  paymentMethodLabel,
  type ShopOrder,
} from "~/lib/orders";

import { csvFile } from "./csv";
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

function orderRows(order: ShopOrder, date: string): string[][] {
  const where = order.address
    ? formatAddress(order.address)
    : order.erased
      ? ERASED_ADDRESS_TEXT
      : order.mode === "table"
        ? "Mesa"
        : "Retirada na loja";
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
  return csvFile([[...FISCAL_COLUMNS], ...sold.flatMap((order) => orderRows(order, day))]);
}

export function fiscalExportFileName(date: string): string {
  return `emissor-${date}.csv`;
}
