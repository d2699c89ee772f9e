export type { TableRef } from "./table-code";
export { tableLabel } from "./table-code";
export { tableOfForm, TABLES_OFF_TEXT } from "./table-form";
export { INVALID_TABLE_LINK, tableLinkUrl } from "./table-link";
export { useTableMode } from "./table-mode";
