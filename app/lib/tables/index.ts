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
export type { TableLink } from "./table-link";
export { INVALID_TABLE_LINK, parseTableLink, tableLinkUrl, withoutTableParams } from "./table-link";
export { readTableMode, saveTableMode, useTableMode } from "./table-mode";
