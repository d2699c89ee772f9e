import { signedInUser } from "~/lib/account";
import { toInboxError } from "~/lib/firestore";
import {
  actionsToSend,
  outcomeAfterRefusal,
  removeAction,
  type SendableAction,
  type StaffAction,
  staffMemberActions,
  toSendable,
  updateAction,
} from "~/lib/orders";
import type { StaffOrders } from "~/lib/orders/staff-orders.client";

import { staffOrdersPart } from "./parts";
import { changeStaffActions, readStaffActions } from "./staff-storage";

/** Opened at each call: one that cannot open it is not sent, and tried again. */
type OpenStaffOrders = () => Promise<StaffOrders>;

/** Without a connection the SDK waits by itself; this only covers an error it gave up on. */
const RETRY_MS = 10_000;

/** Not settled yet: a second flush leaves them to the first. */
const inFlight = new Set<string>();

async function perform(open: OpenStaffOrders, action: SendableAction): Promise<void> {
  const staffOrders = await open();
  switch (action.kind) {
    case "delete-order":
      return staffOrders.deleteShopOrder({ docId: action.docId, customerUid: action.customerUid });
    case "order-status":
      return staffOrders.setOrderStatus(action.docId, action.status, action.readyInMinutes);
    case "pix-received":
      return staffOrders.confirmPixPayment(action.docId);
    case "block-customer":
      return staffOrders.blockCustomer(
        action.docId,
        action.docIds.map((docId) => ({ docId, customerUid: action.docId })),
      );
  }
}

async function unsent(action: StaffAction, error: unknown): Promise<void> {
  console.warn(`Staff's change "${action.label}" waits for the connection:`, error);
  await changeStaffActions((entries) => updateAction(entries, action.id, { unsent: true }));
  scheduleFlush();
}

async function send(open: OpenStaffOrders, action: StaffAction, sendable: SendableAction): Promise<void> {
  try {
    // Resolves only once the server has it (Firestore's memory cache: docs/decisions/0013).
    await perform(open, sendable);
  } catch (error) {
    const failure = toInboxError(error);
    if (failure.kind !== "rejected") return unsent(action, failure);
    // A refusal may only mean an earlier send (before a reload, or from another tab) arrived.
    let state: Awaited<ReturnType<StaffOrders["readShopOrderState"]>> | null = null;
    try {
      state = await (await open()).readShopOrderState(sendable.docId);
    } catch (lookup) {
      if (toInboxError(lookup).kind !== "rejected") return unsent(action, lookup);
    }
    const outcome = outcomeAfterRefusal(sendable, state);
    if (!outcome.done) {
      console.error(`The shop refused staff's change "${action.label}":`, failure);
      await changeStaffActions((entries) =>
        updateAction(entries, action.id, { state: "rejected", reason: outcome.reason }),
      );
      return;
    }
  }
  await changeStaffActions((entries) => removeAction(entries, action.id));
}

let scheduled: ReturnType<typeof setTimeout> | null = null;

function scheduleFlush(): void {
  if (scheduled !== null) return;
  scheduled = setTimeout(() => {
    scheduled = null;
    void flushStaffActions();
  }, RETRY_MS);
}

/** Never rejects; each change settles on its own. */
export async function flushStaffActions(): Promise<void> {
  const staff = signedInUser()?.email;
  if (!staff) return;
  try {
    const actions = actionsToSend(staffMemberActions(await readStaffActions(), staff), inFlight);
    if (actions.length === 0) return;
    const open = () => staffOrdersPart.open();
    for (const action of actions) {
      const sendable = toSendable(action);
      if (!sendable || inFlight.has(action.id)) continue;
      inFlight.add(action.id);
      // In the order queued: Firestore sends this page's writes in the order they were made.
      send(open, action, sendable)
        .catch((error: unknown) => console.error(`Staff's change "${action.label}" could not be settled:`, error))
        .finally(() => inFlight.delete(action.id));
    }
  } catch (error) {
    console.error("Staff's changes could not be sent:", error);
    scheduleFlush();
  }
}
