/** "Exportar para o emissor": the day's sales, an item a row, for the shop's fiscal program to import (issue 58). */
import { lineTotal } from "~/lib/cart";
import { drinkName, formatMoneyInput, lineChoicesLabel } from "~/lib/catalogue";
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
import { formatShopDate, ordersWithin, shopDate, shopDayRange } from "./day-close";

/** A period's export reads every order of it: about three months at most keeps that a few thousand reads. */
const MAX_EXPORT_DAYS = 92;

type ExportPeriod = { from: string; to: string; start: number; end: number };

/** "De" and "Até", both days included; a pt-BR message when they do not make a period. */
export function parseExportPeriod(
  from: string,
  to: string,
): { ok: true; period: ExportPeriod } | { ok: false; message: string } {
  const first = shopDayRange(from);
  const last = shopDayRange(to);
  if (!first || !last) return { ok: false, message: "Escolha a data inicial e a final do período." };
  if (last.start < first.start) return { ok: false, message: "A data final deve ser igual ou posterior à inicial." };
  if ((last.end - first.start) / (24 * 60 * 60 * 1000) > MAX_EXPORT_DAYS)
    return { ok: false, message: `Escolha um período de até ${MAX_EXPORT_DAYS} dias.` };
  return { ok: true, period: { from, to, start: first.start, end: last.end } };
}

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
    drinkName(line.description),
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

/**
 * The period's orders (cancelled ones left out), oldest first, an item a row with its own day, `;`-separated as
 * Brazilian Excel reads.
 */
export function fiscalPeriodCsv(orders: readonly ShopOrder[], period: Pick<ExportPeriod, "start" | "end">): string {
  const sold = [...ordersWithin(orders, period)].sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
  const dayOf = (order: ShopOrder) => formatShopDate(shopDate(order.createdAt ?? period.start));
  return csvFile([[...FISCAL_COLUMNS], ...sold.flatMap((order) => orderRows(order, dayOf(order)))]);
}

/** The day's export: the period of that one day. */
export function fiscalExportCsv(orders: readonly ShopOrder[], date: string): string {
  const range = shopDayRange(date);
  return range ? fiscalPeriodCsv(orders, range) : csvFile([[...FISCAL_COLUMNS]]);
}

export function fiscalExportFileName(from: string, to = from): string {
  return from === to ? `emissor-${from}.csv` : `emissor-${from}-a-${to}.csv`;
}
