import * as z from "zod/mini";

export const appUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.nullable(z.string()),
  photo: z.nullable(z.string()),
});
export type AppUser = z.infer<typeof appUserSchema>;

interface ProviderProfileLike {
  providerId: unknown;
  displayName: unknown;
  photoURL: unknown;
}

interface FirebaseUserLike {
  uid: unknown;
  displayName: unknown;
  email: unknown;
  photoURL: unknown;
  providerData?: readonly ProviderProfileLike[];
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Linking an anonymous account to Google fills only this entry, never the user's displayName and photoURL. */
export function googleProfile(user: Pick<FirebaseUserLike, "providerData">): { name: string; photo: string } {
  const google = user.providerData?.find((provider) => provider.providerId === "google.com");
  return { name: text(google?.displayName), photo: text(google?.photoURL) };
}

export function toAppUser(user: FirebaseUserLike): AppUser | null {
  const email = typeof user.email === "string" && user.email ? user.email : null;
  const google = googleProfile(user);
  const parsed = appUserSchema.safeParse({
    uid: user.uid,
    name: text(user.displayName) || google.name || email?.split("@")[0] || "Cliente",
    email,
    photo: text(user.photoURL) || google.photo || null,
  });
  return parsed.success ? parsed.data : null;
}

/** The same e-mail always gets the same uid, and so its favourites, in the emulator (cyrb53 hash). */
export function emulatorSubject(email: string): string {
  const input = email.trim().toLowerCase();
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return String(4294967296 * (2097151 & h2) + (h1 >>> 0));
}
