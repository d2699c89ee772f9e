import { useState } from "react";

import { useLive } from "~/lib/firestore/lazy";
import { type Rating, ratingsPart } from "~/lib/ratings";

import { ratingsSince } from "./ratings-summary";

type LiveRatings = { status: "loading" } | { status: "ready"; ratings: Rating[] } | { status: "failed" };

/** Staff's live list of the last 30 days' ratings (from when the page opened), replies as they are saved. */
export function useRatings(): LiveRatings {
  const [since] = useState(() => ratingsSince(Date.now()));
  const live = useLive(
    ratingsPart,
    String(since),
    (ratings, _since, onValue: (list: Rating[]) => void, onError) => ratings.watchRatings(since, onValue, onError),
    "The ratings",
  );
  return live.status === "ready" ? { status: "ready", ratings: live.value } : live;
}
