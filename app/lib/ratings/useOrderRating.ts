import { useEffect, useState } from "react";

import { inboxClientModule } from "~/lib/firestore";

import type { Rating } from "./rating-document";

type OrderRatingState =
  { status: "loading" } | { status: "none" } | { status: "rated"; rating: Rating } | { status: "failed" };

/** The order's rating at the shop, live: the shop's reply shows as it comes. Null `docId`: nothing is read. */
export function useOrderRating(docId: string | null): OrderRatingState {
  const [state, setState] = useState<OrderRatingState>({ status: "loading" });
  useEffect(() => {
    if (!docId) return;
    setState({ status: "loading" });
    let stop: (() => void) | null = null;
    let cancelled = false;
    const failed = (error: unknown) => {
      console.error(`The rating of ${docId} cannot be read:`, error);
      if (!cancelled) setState({ status: "failed" });
    };
    inboxClientModule().then(({ watchInbox }) => {
      if (cancelled) return;
      stop = watchInbox(
        ({ ratings }) =>
          ratings.watchRating(
            docId,
            (rating) => setState(rating ? { status: "rated", rating } : { status: "none" }),
            failed,
          ),
        failed,
      );
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [docId]);
  return state;
}
