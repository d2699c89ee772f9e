// The shopper's own profile for "Clientes" (firestore.rules: the e-mail must be the token's).
import { doc, type Firestore, serverTimestamp, setDoc } from "firebase/firestore";

import { CUSTOMER_PROFILES_COLLECTION, type ProfileToKeep } from "./customer-profile";

export async function writeCustomerProfile(db: Firestore, { uid, name, email }: ProfileToKeep): Promise<void> {
  await setDoc(doc(db, CUSTOMER_PROFILES_COLLECTION, uid), { name, email, at: serverTimestamp() });
}
