export { adminFormSchema } from "./admin-intents";
export type { DayClose } from "./day-close";
export { dayClose, dayCloseCsv, dayCloseFileName, formatShopDate, shopDate, shopDayRange } from "./day-close";
export { parseLoyaltyForm } from "./loyalty-form";
export { formatAverage, RATINGS_DAYS, ratingsCountText, ratingsSummary } from "./ratings-summary";
export { splitScheduled } from "./scheduled-orders";
export type { OwnSave, OwnSaves, SettingsSaved, SettingsSection } from "./settings-conflicts";
export { changedByOthers, changedByOtherText, recordOwnSave } from "./settings-conflicts";
export { changeShopSettings, queueStaffAction } from "./shop-changes";
export {
  parseAreasForm,
  parseHoursForm,
  parseOrderAheadForm,
  parseSettingsChange,
  parseTablesForm,
} from "./shop-settings-form";
export { newOrderMessage } from "./staff-alerts";
export { staffChecker } from "./staff-check";
export { changeStaffActions, readStaffActions, readStaffAlertSettings, writeStaffAlertSettings } from "./staff-storage";
export { useActivationClock } from "./useActivationClock";
export { useDayOrders } from "./useDayOrders";
export { usePrintTicket } from "./usePrintTicket";
export { useRatings } from "./useRatings";
export { useShopOrders } from "./useShopOrders";
export type { NotificationState, SoundState, StaffAlerts } from "./useStaffAlerts";
export { useStaffAlerts } from "./useStaffAlerts";
export { useStaffOutbox } from "./useStaffOutbox";
