import { readRaw, writeRaw } from "~/lib/platform";

/** `customerProfiles/{uid}`: a Google account's name and e-mail, written by the account as its token says them. */
export const CUSTOMER_PROFILES_COLLECTION = "customerProfiles";
export const CUSTOMER_NAME_MAX = 100;

/** What "Clientes" shows of a Google account: written by the account itself, once a device, when it changes. */
export interface ProfileToKeep {
  uid: string;
  name: string;
  email: string;
}

export function profileToKeep(user: {
  uid: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
}): ProfileToKeep | null {
  if (!user.email || !user.emailVerified) return null;
  return { uid: user.uid, name: user.name.slice(0, CUSTOMER_NAME_MAX), email: user.email };
}

export function profileAlreadyKept(profile: ProfileToKeep): boolean {
  return readRaw("customerProfileKept", "local") === JSON.stringify(profile);
}

export function markProfileKept(profile: ProfileToKeep): void {
  writeRaw("customerProfileKept", profile);
}
