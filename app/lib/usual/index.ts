export type { SavedUsual } from "./save-usual";
export { SAVE_USUAL_INTENT, saveUsualOrder } from "./save-usual";
