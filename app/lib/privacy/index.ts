export { ERASE_MY_DATA_INTENT, eraseMyDataWhenAsked } from "./erase-intent";
