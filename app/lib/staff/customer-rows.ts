import * as z from "zod/mini";

import { fromCents } from "~/lib/catalogue";
import { CUSTOMER_NAME_MAX } from "~/lib/customers";

import type { CustomerTotals } from "./customer-book";
import { shopDayRange } from "./day-close";

/** "Sem pedir há 30 dias": the customers the Dono may want back. */
export const ABSENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const customerProfileSchema = z.object({
  name: z.string().check(z.maxLength(CUSTOMER_NAME_MAX)),
  email: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export interface CustomerRow {
  uid: string;
  /** The Google name, or what the list calls an account it has no name for. */
  name: string;
  email: string | null;
  /** Tells apart the customers without a name: the uid's start. */
  shortId: string;
  orders: number;
  spent: number;
  first: string;
  last: string;
  /** On the stamp card; 0 without one. */
  stamps: number;
}

export const NO_ACCOUNT_NAME = "Cliente sem conta";
export const NO_PROFILE_NAME = "Conta Google";

export function customerRows(
  totals: Readonly<Record<string, CustomerTotals>>,
  profiles: ReadonlyMap<string, CustomerProfile>,
  stamps: ReadonlyMap<string, number>,
): CustomerRow[] {
  return Object.entries(totals).map(([uid, total]) => {
    const profile = profiles.get(uid);
    return {
      uid,
      name: profile?.name || (total.google || profile ? NO_PROFILE_NAME : NO_ACCOUNT_NAME),
      email: profile?.email || null,
      shortId: uid.slice(0, 6),
      orders: total.orders,
      spent: fromCents(total.cents),
      first: total.first,
      last: total.last,
      stamps: stamps.get(uid) ?? 0,
    };
  });
}

export const customerSorts = ["last", "orders", "spent", "first", "stamps", "name"] as const;
export type CustomerSort = (typeof customerSorts)[number];
export type SortDirection = "ascending" | "descending";

/** What the list is sorted by when it opens, and each column's first direction: the most first. */
export const defaultDirection: Record<CustomerSort, SortDirection> = {
  last: "descending",
  orders: "descending",
  spent: "descending",
  first: "ascending",
  stamps: "descending",
  name: "ascending",
};

let collator: Intl.Collator | null = null;

function compare(a: CustomerRow, b: CustomerRow, sort: CustomerSort): number {
  switch (sort) {
    case "name":
      collator ??= new Intl.Collator("pt-BR", { sensitivity: "base" });
      return collator.compare(a.name, b.name) || a.shortId.localeCompare(b.shortId);
    case "last":
    case "first":
      return a[sort].localeCompare(b[sort]);
    default:
      return a[sort] - b[sort];
  }
}

/** A new list; ties keep the most recent customer first. */
export function sortCustomers(rows: readonly CustomerRow[], sort: CustomerSort, direction: SortDirection) {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort) || b.last.localeCompare(a.last));
}

/** Whose last order was at least ABSENT_DAYS days before the shop's today. */
export function absentCustomers(rows: readonly CustomerRow[], today: string): CustomerRow[] {
  const todayStart = shopDayRange(today)?.start;
  if (todayStart === undefined) return [];
  return rows.filter((row) => {
    const last = shopDayRange(row.last)?.start;
    return last !== undefined && Math.round((todayStart - last) / DAY_MS) >= ABSENT_DAYS;
  });
}

/** After "Criar cupom para eles": whom the Dono can send the code to; a customer without an account has no e-mail. */
export function listedCouponText(created: string, listed: readonly Pick<CustomerRow, "email">[]): string {
  const reachable = listed.filter((row) => row.email !== null).length;
  const unreachable = listed.length - reachable;
  const only = `${created} Só estes clientes podem usá-lo`;
  if (unreachable === 0) return `${only}: envie o código a eles.`;
  if (reachable === 0)
    return `${only}, e nenhum tem e-mail aqui: entregue o código por outro meio, no balcão por exemplo.`;
  const withEmail = reachable === 1 ? "ao 1 que tem e-mail" : `aos ${reachable} que têm e-mail`;
  const without = unreachable === 1 ? "1 sem e-mail só o recebe" : `${unreachable} sem e-mail só o recebem`;
  return `${only}: envie o código ${withEmail}; ${without} por outro meio, no balcão por exemplo.`;
}
