import type { AppUser } from "~/lib/account";
import { useLive } from "~/lib/firestore/lazy";

import { stampCardsPart } from "./parts";
import type { StampCard } from "./stamp-card";

type MyStampCard =
  { status: "none" } | { status: "loading" } | { status: "ready"; card: StampCard } | { status: "failed" };

const noStamps: StampCard = { stamps: 0, changes: [] };

/** The signed-in shopper's card as the server has it, followed live (staff's stamps land while the page is open). */
export function useMyStampCard(user: AppUser | null): MyStampCard {
  const uid = user?.uid ?? null;
  const live = useLive(
    stampCardsPart,
    uid,
    (stampCards, _uid, onValue: (card: StampCard | null) => void, onError) => stampCards.watchMyCard(onValue, onError),
    "The stamp card",
  );
  if (!uid) return { status: "none" };
  return live.status === "ready" ? { status: "ready", card: live.value ?? noStamps } : live;
}
