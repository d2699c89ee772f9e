/**
 * Orders of earlier days for the staff's figures ("Fechamento do dia", "Relatórios"), written past the rules with
 * the emulator's owner token: no shopper can place an order in the past.
 */
import { firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import { recifeAddress } from "../tests/support/orders";

/** A value as Firestore's REST API writes it. */
function restValue(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number")
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return {
    mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, restValue(v)])) },
  };
}

/**
 * An order of an earlier day, written past the rules (the server stamps an order's time, so no
 * shopper can place one in the past): the same document id each time, so a retry writes it again.
 */
export async function seedPastOrder(
  docId: string,
  at: string,
  order: {
    paymentMethod: string;
    cart: string[];
    fee: number;
    status?: string;
    payment?: string | null;
    scheduledFor?: string;
    cpf?: string;
    customerUid?: string;
    signedIn?: boolean;
  },
) {
  const fields = {
    id: Date.parse(at),
    checkoutId: docId,
    address: recifeAddress,
    paymentMethod: order.paymentMethod,
    changeFor: null,
    cart: order.cart,
    status: order.status ?? "Entregue",
    payment: order.payment ?? null,
    customerUid: order.customerUid ?? "day-close-shopper",
    ...(order.signedIn === undefined ? {} : { signedIn: order.signedIn }),
    delivery: { fee: order.fee, minMinutes: 30, maxMinutes: 45 },
    note: "",
    createdAt: new Date(at),
    ...(order.scheduledFor ? { scheduledFor: new Date(order.scheduledFor) } : {}),
    cpf: order.cpf ?? "",
  };
  await writeOrderPastRules(docId, fields);
}

/** An order document as given, written with the emulator's owner token: the same id each time, so a retry rewrites it. */
export async function writeOrderPastRules(docId: string, fields: Record<string, unknown>): Promise<void> {
  const url = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/orders/${docId}`;
  const response = await fetch(url, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: (restValue(fields) as { mapValue: { fields: unknown } }).mapValue.fields }),
  });
  if (!response.ok) throw new Error(`Could not seed ${docId}: HTTP ${response.status} ${await response.text()}`);
}

export const line = (description: string, price: number, quantity: number) =>
  `${description}\u001f${price}\u001f${quantity}`;
