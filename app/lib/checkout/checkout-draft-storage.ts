import { readEntries, writeRaw } from "~/lib/platform";

import type { CheckoutDraft } from "./checkout-draft-schema";

const draftSchema = () => import("./checkout-draft-schema").then((module) => module.checkoutDraftSchema);

/** What this tab's form shows: an order placed or a cart cleared in another tab forgets the stored draft, not this. */
let shownInThisTab: CheckoutDraft | null = null;

/** The stored draft, else what this tab's form showed when another tab forgot it. */
export async function readCheckoutDraft(): Promise<CheckoutDraft | null> {
  const [entry] = await readEntries("checkoutDraft", draftSchema);
  return entry?.value ?? shownInThisTab;
}

/** The form starts from it, whichever tab stored it. */
export function showCheckoutDraft(draft: CheckoutDraft | null): void {
  shownInThisTab = draft;
}

/** null forgets it, in this tab too: the order was placed or the cart cleared here. */
export function writeCheckoutDraft(draft: CheckoutDraft | null): void {
  shownInThisTab = draft;
  writeRaw("checkoutDraft", draft);
}

/** After an order or a cleared cart; never throws: a draft left over is a smaller harm than an order not saved. */
export function forgetCheckoutDraft(): void {
  try {
    writeCheckoutDraft(null);
  } catch (error) {
    console.warn("The checkout draft could not be forgotten:", error);
  }
}
