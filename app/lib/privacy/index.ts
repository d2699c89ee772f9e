export { ERASE_MY_DATA_INTENT, eraseMyData } from "./erase-my-data";
