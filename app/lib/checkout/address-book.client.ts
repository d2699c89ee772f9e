// "Meus endereços" of a Google account; firestore.rules let only that account read or write its book.
import { doc, type Firestore, onSnapshot, runTransaction } from "firebase/firestore";

import { type InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, whenSignedIn } from "~/lib/firestore/inbox-context.client";

import { savedAddressSchema } from "./saved-address-schema";
import { rememberAddress, type SavedAddress } from "./saved-addresses";

interface AddressBook {
  /** Empty for an anonymous account, whose addresses stay on the device. */
  watchMyAddresses(onAddresses: (addresses: SavedAddress[]) => void, onError: (error: InboxError) => void): () => void;
  /** After a delivery order of a Google account: its address first in the account's book. */
  rememberMyAddress(address: SavedAddress): Promise<void>;
}

const bookRef = (db: Firestore, uid: string) => doc(db, "addressBooks", uid);

/** An address another version wrote that this one cannot read is left out, the others kept. */
function addressesOf(data: unknown): SavedAddress[] {
  const list = data && typeof data === "object" && "addresses" in data ? data.addresses : null;
  return Array.isArray(list)
    ? list.flatMap((item: unknown) => {
        const parsed = savedAddressSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
}

function watchMyAddresses(
  { auth, db }: InboxContext,
  onAddresses: (addresses: SavedAddress[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    (user) => {
      if (user.isAnonymous) {
        onAddresses([]);
        return () => {};
      }
      return onSnapshot(
        bookRef(db, user.uid),
        (snapshot) => onAddresses(addressesOf(snapshot.data())),
        (error) => onError(toInboxError(error)),
      );
    },
    onError,
  );
}

async function rememberMyAddress({ auth, db }: InboxContext, address: SavedAddress): Promise<void> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || user.isAnonymous) return;
    const ref = bookRef(db, user.uid);
    await runTransaction(db, async (transaction) => {
      const book = await transaction.get(ref);
      transaction.set(ref, { addresses: rememberAddress(addressesOf(book.data()), address) });
    });
  } catch (error) {
    throw toInboxError(error);
  }
}

export function createAddressBook(context: InboxContext): AddressBook {
  return {
    watchMyAddresses: (onAddresses, onError) => watchMyAddresses(context, onAddresses, onError),
    rememberMyAddress: (address) => rememberMyAddress(context, address),
  };
}
