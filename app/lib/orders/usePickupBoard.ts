import { useLive } from "~/lib/firestore/lazy";

import { pickupBoardPart } from "./parts";
import type { BoardEntry } from "./pickup-board";

type LiveBoard = { status: "loading" } | { status: "ready"; entries: BoardEntry[] } | { status: "failed" };

/** /painel's entries since `since` (ms), live; a new `since` (the next day) starts again. */
export function usePickupBoard(since: number): LiveBoard {
  const live = useLive(
    pickupBoardPart,
    String(since),
    (board, _since, onValue: (entries: BoardEntry[]) => void, onError) => board.watch(since, onValue, onError),
    "The pickup board",
  );
  return live.status === "ready" ? { status: "ready", entries: live.value } : live;
}
