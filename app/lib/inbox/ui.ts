export { CancelOrderButton } from "./CancelOrderButton";
export { OrderProgressNotes } from "./OrderProgressNotes";
