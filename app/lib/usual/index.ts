export { SAVE_USUAL_INTENT, saveUsualOrder } from "./save-usual";
