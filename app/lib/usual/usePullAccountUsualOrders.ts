import { useEffect } from "react";

import type { AppUser } from "~/lib/account";

import { usualBookPart } from "./parts";

/**
 * On pages that read the Google account from Firestore anyway (the cart, Meus pedidos): its "Meu de sempre" onto
 * this device, whose home page reads only the device's and so never starts Firebase (decision 0054).
 */
export function usePullAccountUsualOrders(user: AppUser | null): void {
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (uid === null) return;
    usualBookPart
      .open()
      .then((book) => book.pullMyUsualOrders())
      .catch((error: unknown) => console.warn("The account's Meu de sempre was not brought to this device:", error));
  }, [uid]);
}
