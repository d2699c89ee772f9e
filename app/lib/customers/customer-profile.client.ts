// The shopper's own profile for "Clientes" (firestore.rules: the e-mail must be the token's).
import { doc, type Firestore, serverTimestamp, setDoc } from "firebase/firestore";

import { CUSTOMER_PROFILES_COLLECTION, profileDocument, type ProfileToKeep } from "./customer-profile";

export async function writeCustomerProfile(db: Firestore, profile: ProfileToKeep): Promise<void> {
  await setDoc(doc(db, CUSTOMER_PROFILES_COLLECTION, profile.uid), profileDocument(profile, serverTimestamp()));
}
