export { OrderRating } from "./OrderRating";
export { RatingView } from "./RatingView";
