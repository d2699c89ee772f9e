import { shopTimeText } from "~/lib/shop";

/** What a staff member does to an order that names them: firestore.rules' `orderActs`, one document per order. */
export const orderActKinds = ["status", "payment", "deleted"] as const;
export type OrderActKind = (typeof orderActKinds)[number];

/** `at` is the last act's time, so staff's list asks only for the live window's acts. */
export const orderActKeys = ["at", ...orderActKinds.flatMap((kind) => [`${kind}By`, `${kind}At`])];

export interface StaffAct {
  by: string;
  at: number;
}

export type OrderActs = Partial<Record<OrderActKind, StaffAct>>;

/** From the stored document with its times as ms: a pair missing either half is no act. */
export function parseOrderActs(data: Record<string, unknown>): OrderActs {
  const acts: OrderActs = {};
  for (const kind of orderActKinds) {
    const by = data[`${kind}By`];
    const at = data[`${kind}At`];
    if (typeof by === "string" && by !== "" && typeof at === "number" && Number.isFinite(at)) acts[kind] = { by, at };
  }
  return acts;
}

/** The card's lines: "Cancelado por bia@cafe.com às 08:12", "Pix confirmado por …". */
export function orderActLines(status: string, acts: OrderActs | undefined): string[] {
  const lines: string[] = [];
  if (acts?.status) lines.push(`${status} por ${acts.status.by} às ${shopTimeText(acts.status.at)}`);
  if (acts?.payment) lines.push(`Pix confirmado por ${acts.payment.by} às ${shopTimeText(acts.payment.at)}`);
  return lines;
}
