import type { AppUser } from "~/lib/account";
import { useLive } from "~/lib/firestore/lazy";

import { addressBookPart } from "./parts";
import { mergeAddresses, type SavedAddress } from "./saved-addresses";

/** "Meus endereços": the signed-in account's, followed live, then this device's; the device's alone meanwhile. */
export function useSavedAddresses(user: AppUser | null, device: readonly SavedAddress[]): SavedAddress[] {
  const live = useLive(
    addressBookPart,
    user?.uid ?? null,
    (book, _uid, onValue: (addresses: SavedAddress[]) => void, onError) => book.watchMyAddresses(onValue, onError),
    "The account's addresses",
  );
  return mergeAddresses(user && live.status === "ready" ? live.value : [], device);
}
