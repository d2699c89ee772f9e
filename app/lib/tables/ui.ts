export { TableModeNote } from "./TableModeNote";
