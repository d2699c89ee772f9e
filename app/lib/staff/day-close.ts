/**
 * "Fechamento do dia", the pure part: which of the shop's orders belong to a shop day (Recife's
 * midnight to midnight, the same day as the daily quota's), what they add up to per payment method,
 * and the CSV staff download. Cancelled orders are left out; every other status counts (an order
 * is sold once the shop has it). The React side is app/routes/Admin/DayClose.tsx.
 *
 * Each payment method's sum is what was charged with it, the delivery fee included (what the card
 * machine, the till and the Pix account show); "Taxas de entrega" says how much of the total was
 * fees, and "Produtos" the rest. Sums are made in whole cents (money.ts).
 */
import { formatMoneyInput, fromCents, toCents } from "~/lib/catalogue/money";
import { shopDay, shopDayOffsetMs } from "~/lib/inbox/order-quota";
import type { ShopOrder } from "~/lib/inbox/shop-order";
import { isPixReceived } from "~/lib/orders/orders";
import { type PaymentMethod, paymentMethods } from "~/lib/schemas";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The status whose orders the close leaves out. */
const CANCELLED = "Cancelado";

/** The close's rows: short, as a till slip says them. */
export const dayCloseMethodLabels: Record<PaymentMethod, string> = {
  credito: "Crédito",
  debito: "Débito",
  dinheiro: "Dinheiro",
  pix: "Pix",
};

/** A shop day as the date input gives it: "2026-03-10". */
const SHOP_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The shop's date ("2026-03-10") of a time in ms, in Recife. */
export function shopDate(ms: number): string {
  return new Date(shopDay(ms) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The times (ms) a shop date covers, from its midnight in Recife to the next, end excluded; null
 * for anything that is not a real date "YYYY-MM-DD".
 */
export function shopDayRange(date: string): { start: number; end: number } | null {
  const match = SHOP_DATE.exec(date);
  if (!match) return null;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date) return null;
  const start = midnightUtc - shopDayOffsetMs;
  return { start, end: start + DAY_MS };
}

/** "10/03/2026" */
export function formatShopDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** The day's orders that count: the server placed them within the day, and they are not cancelled. */
export function ordersOfDay(orders: readonly ShopOrder[], date: string): ShopOrder[] {
  const range = shopDayRange(date);
  if (!range) return [];
  return orders.filter(
    (order) =>
      order.status !== CANCELLED &&
      order.createdAt !== null &&
      order.createdAt >= range.start &&
      order.createdAt < range.end,
  );
}

interface Sum {
  count: number;
  /** Reais, summed in cents. */
  total: number;
}

export interface DayClose {
  date: string;
  /** One row per payment method, in `paymentMethods`' order, each with what it charged (fees included). */
  methods: ({ method: PaymentMethod; label: string } & Sum)[];
  /** The lines of every order counted. */
  products: number;
  /** The delivery fees, and how many orders paid one. */
  fees: Sum;
  /** Every order counted; `total` is products plus fees, and the methods' sum. */
  total: Sum;
  /** Pix orders whose payment staff have not confirmed yet ("Confirmar pagamento Pix"). */
  pixUnconfirmed: Sum;
}

function lineCents(order: ShopOrder): number {
  return order.cart.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
}

function feeCents(order: ShopOrder): number {
  return toCents(order.delivery?.fee ?? 0);
}

/** The close of `date` from the shop's orders (any list: those not of the day are left out). */
export function dayClose(orders: readonly ShopOrder[], date: string): DayClose {
  const counted = ordersOfDay(orders, date);
  const sum = (of: readonly ShopOrder[], cents: (order: ShopOrder) => number): Sum => ({
    count: of.length,
    total: fromCents(of.reduce((total, order) => total + cents(order), 0)),
  });
  const charged = (order: ShopOrder) => lineCents(order) + feeCents(order);
  return {
    date,
    methods: paymentMethods.map((method) => ({
      method,
      label: dayCloseMethodLabels[method],
      ...sum(
        counted.filter((order) => order.paymentMethod === method),
        charged,
      ),
    })),
    products: sum(counted, lineCents).total,
    fees: sum(
      counted.filter((order) => feeCents(order) > 0),
      feeCents,
    ),
    total: sum(counted, charged),
    pixUnconfirmed: sum(
      counted.filter((order) => order.paymentMethod === "pix" && !isPixReceived(order)),
      charged,
    ),
  };
}

/** Excel opens a UTF-8 file as UTF-8 (the accents of "Crédito", "Débito") only when it starts with a BOM. */
const BOM = "\uFEFF";

/**
 * The close as CSV for a Brazilian spreadsheet: ";" between fields (a comma is the decimal
 * separator there), decimal comma, CRLF line ends, UTF-8 with a BOM. Each row names its date, so
 * several days' files can be pasted one under another. No field holds a ";", a quote or a line
 * break (the texts are ours), so none is quoted.
 */
export function dayCloseCsv(close: DayClose): string {
  const date = formatShopDate(close.date);
  const rows = [
    ["Data", "Item", "Pedidos", "Valor (R$)"],
    ...close.methods.map((row) => [date, row.label, String(row.count), formatMoneyInput(row.total)]),
    [date, "Produtos", String(close.total.count), formatMoneyInput(close.products)],
    [date, "Taxas de entrega", String(close.fees.count), formatMoneyInput(close.fees.total)],
    [date, "Total", String(close.total.count), formatMoneyInput(close.total.total)],
  ];
  return BOM + rows.map((row) => row.join(";")).join("\r\n") + "\r\n";
}

/** The CSV's file name: "fechamento-2026-03-10.csv". */
export function dayCloseFileName(date: string): string {
  return `fechamento-${date}.csv`;
}
