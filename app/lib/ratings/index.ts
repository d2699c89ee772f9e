export { ratingsPart } from "./parts";
export { rateOrder, replyToRating } from "./rate-order";
export type { Rating } from "./rating-document";
export { RATING_STARS, RATING_TAGS, RATING_TEXT_MAX } from "./rating-document";
