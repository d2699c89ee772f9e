export { CancelOrderButton } from "./CancelOrderButton";
export { OrderDetails } from "./OrderDetails";
export { OrderHeading } from "./OrderHeading";
export { OrderProgressNotes } from "./OrderProgressNotes";
export { ReorderButton } from "./ReorderButton";
export { WhatsAppOrderLink } from "./WhatsAppOrderLink";
