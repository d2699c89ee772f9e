import { formatMoneyInput, fromCents, orderLineLabel } from "~/lib/catalogue";
import { orderNumberText, paymentMethodLabel, type ShopOrder } from "~/lib/orders";
import { shopTimeText } from "~/lib/shop";

import { csvFile } from "./csv";
import { formatShopDate, orderCents, ordersWithin, shopDate, shopDayRange } from "./day-close";
import type { ReportPeriod } from "./report";

const modeLabels: Record<ShopOrder["mode"], string> = { delivery: "Entrega", pickup: "Retirada", table: "Mesa" };

export const REPORT_CSV_COLUMNS = [
  "Data",
  "Hora",
  "Pedido",
  "Itens",
  "Modo",
  "Agendado",
  "Pagamento",
  "Produtos (R$)",
  "Desconto (R$)",
  "Taxa de entrega (R$)",
  "Total (R$)",
] as const;

/** "Baixar CSV": the period's orders, one row each with its lines, cancelled ones out (as in the report's totals). */
export function reportCsv(orders: readonly ShopOrder[], period: ReportPeriod): string {
  const start = shopDayRange(period.from)?.start ?? 0;
  const end = shopDayRange(period.to)?.end ?? 0;
  const sold = [...ordersWithin(orders, { start, end })].sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
  return csvFile([
    [...REPORT_CSV_COLUMNS],
    ...sold.map((order) => {
      const at = order.createdAt ?? start;
      const cents = orderCents(order);
      return [
        formatShopDate(shopDate(at)),
        shopTimeText(at),
        orderNumberText(order),
        order.cart.map(orderLineLabel).join(", "),
        modeLabels[order.mode],
        order.scheduledFor === null ? "Não" : "Sim",
        paymentMethodLabel(order.paymentMethod),
        formatMoneyInput(fromCents(cents.products)),
        formatMoneyInput(fromCents(cents.discounts)),
        formatMoneyInput(fromCents(cents.fee)),
        formatMoneyInput(fromCents(cents.charged)),
      ];
    }),
  ]);
}

export function reportFileName(period: ReportPeriod): string {
  return `relatorio-${period.from}-a-${period.to}.csv`;
}
