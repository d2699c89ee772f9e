export { adminFormSchema } from "./admin-intents";
export type { AdminPanel } from "./admin-panels";
export { onlyPanelChanged, panelOf, panelSearch, panelsFor } from "./admin-panels";
export type { CustomerRow, CustomerSort, SortDirection } from "./customer-rows";
export { ABSENT_DAYS, absentCustomers, defaultDirection, listedCouponText, sortCustomers } from "./customer-rows";
export type { DayClose } from "./day-close";
export { dayClose, dayCloseCsv, dayCloseFileName, formatShopDate, shopDate, shopDayRange } from "./day-close";
export { parseDetailsForm } from "./details-form";
export { fiscalExportCsv, fiscalExportFileName } from "./fiscal-export";
export { parseLoyaltyForm } from "./loyalty-form";
export { groupChecks } from "./menu-editor";
export {
  CATEGORY_NAME_FIELD,
  CHOICE_LABEL_FIELD,
  choiceFieldNames,
  DRAWING_FIELD,
  groupFieldNames,
  menuFieldNames,
  NEW_DRINK_NAME_FIELD,
  PHOTO_FIELD,
} from "./menu-forms";
export { groupChoosings } from "./menu-option-changes";
export type { OrderColumn } from "./order-columns";
export { byColumn, orderColumns } from "./order-columns";
export { staffCouponsPart, staffOrdersPart, staffTeamPart } from "./parts";
export { formatAverage, RATINGS_DAYS, ratingsCountText, ratingsSummary } from "./ratings-summary";
export type { Report, ReportPeriod, ReportPreset } from "./report";
export { comparisonText, customPeriod, presetPeriod, reportPresets } from "./report";
export { reportCsv, reportFileName } from "./report-csv";
export { splitScheduled } from "./scheduled-orders";
export type { OwnSave, OwnSaves, SettingsSaved } from "./settings-conflicts";
export { changedByOthers, changedByOtherText, recordOwnSave } from "./settings-conflicts";
export { queueStaffAction } from "./shop-changes";
export { parseAreasForm, parseHoursForm, parseOrderAheadForm, parseTablesForm } from "./shop-settings-form";
export { changeShop, noticeOf, type ShopChangeData } from "./shop-writes";
export { newOrderMessage } from "./staff-alerts";
export { checkSignedInStaff, roleOf } from "./staff-check";
export type { StaffRole } from "./staff-roles";
export { mayDo, OWNER_ROLE, ownerOnlyMessage, roleLabels, staffRoles } from "./staff-roles";
export type { TicketPaper } from "./staff-schemas";
export { changeStaffActions, readStaffActions, readStaffAlertSettings, writeStaffAlertSettings } from "./staff-storage";
export type { TeamMember } from "./team";
export { sortTeam } from "./team";
export { useActivationClock } from "./useActivationClock";
export { useCancelAlerts } from "./useCancelAlerts";
export { useCustomers } from "./useCustomers";
export { useDayOrders } from "./useDayOrders";
export { useMenuPhotos } from "./useMenuPhotos";
export { useOrderActs } from "./useOrderActs";
export { usePeriodExport } from "./usePeriodExport";
export { usePrintTicket } from "./usePrintTicket";
export { useRatings } from "./useRatings";
export { useRemovedOrders } from "./useRemovedOrders";
export { useReport } from "./useReport";
export { useSavedMenu } from "./useSavedMenu";
export { useShopOrders } from "./useShopOrders";
export type { NotificationState, SoundState, StaffAlerts } from "./useStaffAlerts";
export { useStaffAlerts } from "./useStaffAlerts";
export { useStaffOutbox } from "./useStaffOutbox";
export { useTicketPaper } from "./useTicketPaper";
