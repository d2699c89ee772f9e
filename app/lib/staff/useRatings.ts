import { useEffect, useState } from "react";

import { inboxClientModule } from "~/lib/firestore";
import type { Rating } from "~/lib/ratings";

import { ratingsSince } from "./ratings-summary";

type LiveRatings = { status: "loading" } | { status: "ready"; ratings: Rating[] } | { status: "failed" };

/** Staff's live list of the last 30 days' ratings (from when the page opened), replies as they are saved. */
export function useRatings(): LiveRatings {
  const [state, setState] = useState<LiveRatings>({ status: "loading" });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const failed = (error: unknown) => {
      console.error("The ratings cannot be shown:", error);
      if (!cancelled) setState({ status: "failed" });
    };
    inboxClientModule().then(({ watchInbox }) => {
      if (cancelled) return;
      stop = watchInbox(
        ({ ratings }) =>
          ratings.watchRatings(
            ratingsSince(Date.now()),
            (list) => setState({ status: "ready", ratings: list }),
            failed,
          ),
        failed,
      );
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return state;
}
