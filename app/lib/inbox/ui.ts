export { CancelOrderButton } from "./CancelOrderButton";
export { OrderProgressNotes } from "./OrderProgressNotes";
export { StampCardSection } from "./StampCardSection";
