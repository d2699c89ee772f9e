export { OrderDetails } from "./OrderDetails";
export { OrderHeading } from "./OrderHeading";
export { ReorderButton } from "./ReorderButton";
export { WhatsAppOrderLink } from "./WhatsAppOrderLink";
