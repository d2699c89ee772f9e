import { useEffect, useState } from "react";

import type { AppUser } from "~/lib/account";
import { inboxClientModule } from "~/lib/firestore";

import type { StampCard } from "./stamp-card";

type MyStampCard =
  { status: "none" } | { status: "loading" } | { status: "ready"; card: StampCard } | { status: "failed" };

const noStamps: StampCard = { stamps: 0, changes: [] };

/** The signed-in shopper's card as the server has it, followed live (staff's stamps land while the page is open). */
export function useMyStampCard(user: AppUser | null): MyStampCard {
  const uid = user?.uid ?? null;
  const [state, setState] = useState<MyStampCard>({ status: uid ? "loading" : "none" });
  useEffect(() => {
    if (!uid) {
      setState({ status: "none" });
      return;
    }
    setState({ status: "loading" });
    let stop: (() => void) | null = null;
    let cancelled = false;
    const failed = (error: unknown) => {
      console.error("The stamp card cannot be shown:", error);
      if (!cancelled) setState({ status: "failed" });
    };
    inboxClientModule().then(({ watchInbox }) => {
      if (cancelled) return;
      stop = watchInbox(
        ({ stampCards }) =>
          stampCards.watchMyCard((card) => setState({ status: "ready", card: card ?? noStamps }), failed),
        failed,
      );
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);
  return state;
}
