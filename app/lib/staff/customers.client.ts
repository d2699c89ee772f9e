// "Clientes": the Dono's reads and the stored totals (firestore.rules: only a Dono reads or writes these).
import { collection, doc, type Firestore, getDocFromServer, getDocsFromServer, setDoc } from "firebase/firestore";

import { CUSTOMER_PROFILES_COLLECTION } from "~/lib/customers";
import { inboxCall } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";
import { parseStampCard } from "~/lib/stamps";

import { CUSTOMER_BOOK_PATH, type CustomerBook, emptyCustomerBook, parseCustomerBook } from "./customer-book";
import { type CustomerProfile, customerProfileSchema } from "./customer-rows";

const bookRef = (db: Firestore) => doc(db, ...CUSTOMER_BOOK_PATH);

async function readBook(db: Firestore): Promise<CustomerBook> {
  const stored = await getDocFromServer(bookRef(db));
  return stored.exists() ? parseCustomerBook(stored.data()) : emptyCustomerBook;
}

async function readProfiles(db: Firestore): Promise<ReadonlyMap<string, CustomerProfile>> {
  const profiles = await getDocsFromServer(collection(db, CUSTOMER_PROFILES_COLLECTION));
  return new Map(
    profiles.docs.flatMap((profile) => {
      const parsed = customerProfileSchema.safeParse(profile.data());
      return parsed.success ? [[profile.id, parsed.data] as const] : [];
    }),
  );
}

async function readStamps(db: Firestore): Promise<ReadonlyMap<string, number>> {
  const cards = await getDocsFromServer(collection(db, "stampCards"));
  return new Map(cards.docs.map((card) => [card.id, parseStampCard(card.data()).stamps]));
}

export function createCustomers({ db }: InboxContext) {
  return {
    readBook: () => inboxCall(() => readBook(db)),
    keepBook: (book: CustomerBook) => inboxCall(() => setDoc(bookRef(db), book)),
    readProfiles: () => inboxCall(() => readProfiles(db)),
    readStamps: () => inboxCall(() => readStamps(db)),
  };
}
