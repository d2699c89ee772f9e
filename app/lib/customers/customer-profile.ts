import { readRaw, writeRaw } from "~/lib/platform";

/** `customerProfiles/{uid}`: a Google account's name and e-mail, written by the account as its token says them. */
export const CUSTOMER_PROFILES_COLLECTION = "customerProfiles";
export const CUSTOMER_NAME_MAX = 100;
/** The document's fields: the rules take these and no others. */
export const customerProfileKeys = ["name", "email", "at"] as const;

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

/** The document as written: `at` is the server's time (its sentinel), which the rules require. */
export function profileDocument(
  { name, email }: Pick<ProfileToKeep, "name" | "email">,
  at: unknown,
): Record<(typeof customerProfileKeys)[number], unknown> {
  return { name, email, at };
}

export function profileAlreadyKept(profile: ProfileToKeep): boolean {
  return readRaw("customerProfileKept", "local") === JSON.stringify(profile);
}

export function markProfileKept(profile: ProfileToKeep): void {
  writeRaw("customerProfileKept", profile);
}
