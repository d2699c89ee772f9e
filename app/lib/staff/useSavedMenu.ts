import { useLive } from "~/lib/firestore/lazy";

import type { SavedMenu } from "./menu-store.client";
import { menuPart } from "./parts";

/** "Cardápio": the menu as saved, heard live while the panel is open (one read, and one a change). */
export function useSavedMenu() {
  return useLive<Awaited<ReturnType<typeof menuPart.open>>, SavedMenu | null>(
    menuPart,
    "menu",
    (store, _key, onValue, onError) => store.watchMenu(onValue, onError),
    "The menu",
  );
}
