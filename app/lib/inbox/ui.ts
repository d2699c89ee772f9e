export { CancelOrderButton } from "./CancelOrderButton";
export { OrderProgressNotes } from "./OrderProgressNotes";
export { OrderRating } from "./OrderRating";
export { RatingView } from "./RatingView";
export { StampCardSection } from "./StampCardSection";
