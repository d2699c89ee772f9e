export { SaveUsualForm } from "./SaveUsualForm";
export { usePullAccountUsualOrders } from "./usePullAccountUsualOrders";
export { UsualOrderCards } from "./UsualOrderCards";
