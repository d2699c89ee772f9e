export { newCheckoutId, submitCheckout } from "./checkout";
export { nextCheckoutDraft, parseCheckoutDraft } from "./checkout-draft";
export type { CheckoutDraft } from "./checkout-draft-schema";
export { checkoutDraftSchema } from "./checkout-draft-schema";
export {
  forgetCheckoutDraft,
  readCheckoutDraft,
  showCheckoutDraft,
  writeCheckoutDraft,
} from "./checkout-draft-storage";
export type { CheckoutFieldErrors } from "./checkout-fields";
export { SEEN_SUBTOTAL_FIELD } from "./checkout-fields";
export { REWARD_FIELD } from "./checkout-reward";
export type { CheckoutState, ReceiveMode } from "./checkout-state";
export { checkoutState } from "./checkout-state";
export { draftOfOrder } from "./order-draft";
export { rememberDeliveryAddress } from "./remember-address";
export { reorderIntoCart } from "./reorder-into-cart";
export { REPEAT_WEEK_INTENT, repeatWeekOfForm } from "./repeat-week-checkout";
export type { SavedAddress } from "./saved-addresses";
export { addressLine, withSavedAddress } from "./saved-addresses";
export { forgetSavedAddresses, readSavedAddresses } from "./saved-addresses-storage";
export type { ScheduleChoiceState, ScheduleWhen } from "./schedule-choice";
export { scheduleChoiceState } from "./schedule-choice";
export { servedPlace } from "./served-place";
export type { CepState } from "./useCepAddress";
export { useCepAddress } from "./useCepAddress";
export { useFullSlots } from "./useFullSlots";
export { useSavedAddresses } from "./useSavedAddresses";
