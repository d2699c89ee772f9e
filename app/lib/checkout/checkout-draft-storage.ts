import { readEntries, writeRaw } from "~/lib/platform";

import type { CheckoutDraft } from "./checkout-draft-schema";

const draftSchema = () => import("./checkout-draft-schema").then((module) => module.checkoutDraftSchema);

export async function readCheckoutDraft(): Promise<CheckoutDraft | null> {
  const [entry] = await readEntries("checkoutDraft", draftSchema);
  return entry?.value ?? null;
}

/** null forgets it: the order was placed or the cart cleared. */
export function writeCheckoutDraft(draft: CheckoutDraft | null): void {
  writeRaw("checkoutDraft", draft);
}
