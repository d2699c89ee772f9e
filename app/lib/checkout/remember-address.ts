import { inboxConfig } from "~/lib/firestore";

import { addressBookPart } from "./parts";
import { deliveredTo } from "./saved-addresses";
import { rememberDeviceAddress } from "./saved-addresses-storage";

/** After a delivery order: its address first on this device, and in the account's book once signed in. */
export async function rememberDeliveryAddress(order: Parameters<typeof deliveredTo>[0]): Promise<void> {
  const address = deliveredTo(order);
  if (!address) return;
  try {
    await rememberDeviceAddress(address);
  } catch (error) {
    console.warn("The address could not be kept on this device:", error);
  }
  if (inboxConfig.mode === "disabled") return;
  // Not awaited: the order is placed; the account's book may follow.
  void addressBookPart
    .open()
    .then((book) => book.rememberMyAddress(address))
    .catch((error: unknown) => console.warn("The address could not be kept in the account:", error));
}
