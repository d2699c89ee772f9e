export type { CheckoutFieldErrors } from "./checkout";
export { newCheckoutId, submitCheckout } from "./checkout";
export { nextCheckoutDraft } from "./checkout-draft";
export type { CheckoutDraft } from "./checkout-draft-schema";
export { readCheckoutDraft, writeCheckoutDraft } from "./checkout-draft-storage";
export type { CheckoutState, ReceiveMode } from "./checkout-state";
export { checkoutState } from "./checkout-state";
export type { CepState } from "./useCepAddress";
export { useCepAddress } from "./useCepAddress";
