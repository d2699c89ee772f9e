export { EraseMyData } from "./EraseMyData";
