import { useLive } from "~/lib/firestore/lazy";

import { ratingsPart } from "./parts";
import type { Rating } from "./rating-document";

type OrderRatingState =
  { status: "loading" } | { status: "none" } | { status: "rated"; rating: Rating } | { status: "failed" };

/** The order's rating at the shop, live: the shop's reply shows as it comes. Null `docId`: nothing is read. */
export function useOrderRating(docId: string | null): OrderRatingState {
  const live = useLive(
    ratingsPart,
    docId,
    (ratings, id, onValue: (rating: Rating | null) => void, onError) => ratings.watchRating(id, onValue, onError),
    `The rating of ${docId}`,
  );
  if (live.status !== "ready") return live;
  return live.value ? { status: "rated", rating: live.value } : { status: "none" };
}
