export type { CheckoutFieldErrors } from "./checkout";
export { newCheckoutId, submitCheckout } from "./checkout";
export { nextCheckoutDraft } from "./checkout-draft";
export type { CheckoutDraft } from "./checkout-draft-schema";
export { readCheckoutDraft, writeCheckoutDraft } from "./checkout-draft-storage";
export { orderPixCode, qrModulesPath } from "./pix-order";
export type { CepState } from "./useCepAddress";
export { useCepAddress } from "./useCepAddress";
