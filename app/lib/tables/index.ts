export type { TableRef } from "./table-code";
export {
  isTableCode,
  isTableNumber,
  newTableCode,
  TABLE_CODE_PATTERN,
  TABLE_CODES_COLLECTION,
  tableCodeId,
  tableLabel,
} from "./table-code";
export { tableOfForm, TABLES_OFF_TEXT } from "./table-form";
export { INVALID_TABLE_LINK, tableLinkUrl } from "./table-link";
export { useTableMode } from "./table-mode";
