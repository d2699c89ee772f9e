export type { SavedUsual } from "./save-usual";
export { FORGET_USUAL_INTENT, forgetUsualOrderOfForm, SAVE_USUAL_INTENT, saveUsualOrder } from "./save-usual";
export { forgetUsualOrders } from "./usual-orders-storage";
