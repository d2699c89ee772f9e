export { CancelOrderButton } from "./CancelOrderButton";
export { OrderDetails } from "./OrderDetails";
export { OrderHeading } from "./OrderHeading";
export { OrderProgressNotes } from "./OrderProgressNotes";
export { ReorderButton } from "./ReorderButton";
export { useFollowOrderStatus } from "./useFollowOrderStatus";
export { useMyShopOrders } from "./useMyShopOrders";
export { WhatsAppOrderLink } from "./WhatsAppOrderLink";
