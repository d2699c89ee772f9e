import { formatMoneyInput, fromCents, toCents } from "~/lib/catalogue";
import {
  AT_COUNTER,
  isPixReceived,
  orderDiscount,
  orderNumberText,
  type PaymentMethod,
  paymentMethods,
  shopDay,
  shopDayOffsetMs,
  type ShopOrder,
  tableText,
} from "~/lib/orders";

import { csvFile } from "./csv";

const DAY_MS = 24 * 60 * 60 * 1000;

const CANCELLED = "Cancelado";

/** Short, as a till slip says them. */
export const dayCloseMethodLabels: Record<PaymentMethod, string> = {
  credito: "Crédito",
  debito: "Débito",
  dinheiro: "Dinheiro",
  pix: "Pix",
  caixa: "Caixa",
};

const SHOP_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function shopDate(ms: number): string {
  return new Date(shopDay(ms) * DAY_MS).toISOString().slice(0, 10);
}

/** From midnight in Recife to the next, end excluded; null for anything not a real "YYYY-MM-DD". */
export function shopDayRange(date: string): { start: number; end: number } | null {
  const match = SHOP_DATE.exec(date);
  if (!match) return null;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date) return null;
  const start = midnightUtc - shopDayOffsetMs;
  return { start, end: start + DAY_MS };
}

export function formatShopDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

export function ordersOfDay(orders: readonly ShopOrder[], date: string): ShopOrder[] {
  const range = shopDayRange(date);
  return range ? ordersWithin(orders, range) : [];
}

/** Placed within the range (end excluded), cancelled ones left out. */
export function ordersWithin(orders: readonly ShopOrder[], range: { start: number; end: number }): ShopOrder[] {
  return orders.filter(
    (order) =>
      order.status !== CANCELLED &&
      order.createdAt !== null &&
      order.createdAt >= range.start &&
      order.createdAt < range.end,
  );
}

interface ScheduledForDay {
  docId: string;
  id: number;
  /** As staff read it: "047". */
  number: string;
  scheduledFor: number;
  /** Reais, fee included. */
  total: number;
}

/** Orders scheduled for the day, whatever day they were placed (and counted) on; earliest slot first. */
function scheduledForDay(orders: readonly ShopOrder[], date: string): ScheduledForDay[] {
  const range = shopDayRange(date);
  if (!range) return [];
  return orders
    .flatMap((order) =>
      order.status !== CANCELLED &&
      order.scheduledFor !== null &&
      order.scheduledFor >= range.start &&
      order.scheduledFor < range.end
        ? [
            {
              docId: order.docId,
              id: order.id,
              number: orderNumberText(order),
              scheduledFor: order.scheduledFor,
              total: fromCents(charged(order)),
            },
          ]
        : [],
    )
    .sort((a, b) => a.scheduledFor - b.scheduledFor || a.id - b.id);
}

interface Sum {
  count: number;
  /** Reais, summed in cents. */
  total: number;
}

export interface DayClose {
  date: string;
  /** Fees included. */
  methods: ({ method: PaymentMethod; label: string } & Sum)[];
  products: number;
  /** Coupons and the stamp card's rewards, taken off the products. */
  discounts: Sum;
  fees: Sum;
  total: Sum;
  pixUnconfirmed: Sum;
  scheduled: ScheduledForDay[];
  /** "Mesa 4": the day's orders at each table, by number. */
  tables: ({ label: string } & Sum)[];
  /** "CPF na nota": the day's orders whose shopper asked for it, for the shop's fiscal program. */
  withCpf: { docId: string; number: string; cpf: string; total: number }[];
}

function tableSums(
  counted: readonly ShopOrder[],
  sum: (of: readonly ShopOrder[], cents: (order: ShopOrder) => number) => Sum,
): ({ label: string } & Sum)[] {
  const numbers = [
    ...new Set(counted.flatMap((order) => (tableText(order) && order.table ? [order.table.number] : []))),
  ];
  return numbers
    .sort((a, b) => a - b)
    .map((number) => ({
      label: `Mesa ${number}`,
      ...sum(
        counted.filter((order) => tableText(order) && order.table?.number === number),
        charged,
      ),
    }));
}

function lineCents(order: ShopOrder): number {
  return order.cart.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

function feeCents(order: ShopOrder): number {
  return toCents(order.delivery?.fee ?? 0);
}

function discountCents(order: ShopOrder): number {
  return toCents(orderDiscount(order));
}

/** What the shop is paid: the products less their discounts, plus the fee (the Pix code's amount). */
function charged(order: ShopOrder): number {
  return lineCents(order) - discountCents(order) + feeCents(order);
}

/** An order's money in cents, as the day's close counts it: the reports sum the same. */
export function orderCents(order: ShopOrder): { products: number; discounts: number; fee: number; charged: number } {
  return { products: lineCents(order), discounts: discountCents(order), fee: feeCents(order), charged: charged(order) };
}

export function dayClose(orders: readonly ShopOrder[], date: string): DayClose {
  const counted = ordersOfDay(orders, date);
  const sum = (of: readonly ShopOrder[], cents: (order: ShopOrder) => number): Sum => ({
    count: of.length,
    total: fromCents(of.reduce((total, order) => total + cents(order), 0)),
  });
  return {
    date,
    // "Caixa" only on a day with orders paid there: tables are optional.
    methods: paymentMethods
      .map((method) => ({
        method,
        label: dayCloseMethodLabels[method],
        ...sum(
          counted.filter((order) => order.paymentMethod === method),
          charged,
        ),
      }))
      .filter((row) => row.method !== AT_COUNTER || row.count > 0),
    tables: tableSums(counted, sum),
    products: sum(counted, lineCents).total,
    discounts: sum(
      counted.filter((order) => discountCents(order) > 0),
      discountCents,
    ),
    fees: sum(
      counted.filter((order) => feeCents(order) > 0),
      feeCents,
    ),
    total: sum(counted, charged),
    pixUnconfirmed: sum(
      counted.filter((order) => order.paymentMethod === "pix" && !isPixReceived(order)),
      charged,
    ),
    scheduled: scheduledForDay(orders, date),
    withCpf: counted.flatMap((order) =>
      order.cpf
        ? [{ docId: order.docId, number: orderNumberText(order), cpf: order.cpf, total: fromCents(charged(order)) }]
        : [],
    ),
  };
}

/** ";" as a comma is Brazil's decimal separator; each row names its date so days' files can be pasted together. */
export function dayCloseCsv(close: DayClose): string {
  const date = formatShopDate(close.date);
  const rows = [
    ["Data", "Item", "Pedidos", "Valor (R$)"],
    ...close.methods.map((row) => [date, row.label, String(row.count), formatMoneyInput(row.total)]),
    [date, "Produtos", String(close.total.count), formatMoneyInput(close.products)],
    [date, "Descontos", String(close.discounts.count), formatMoneyInput(close.discounts.total)],
    [date, "Taxas de entrega", String(close.fees.count), formatMoneyInput(close.fees.total)],
    [date, "Total", String(close.total.count), formatMoneyInput(close.total.total)],
  ];
  return csvFile(rows);
}

export function dayCloseFileName(date: string): string {
  return `fechamento-${date}.csv`;
}
