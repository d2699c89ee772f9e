export { PixPayment } from "./PixPayment";
