// "Cardápio": the Dono's menu, heard live while the panel is open, and each change saved whole (firestore.rules:
// only a Dono writes shop/menu, with the settings announcing its version and the act naming who).
import { Bytes, doc, type Firestore, onSnapshot, runTransaction, serverTimestamp } from "firebase/firestore";

import { inboxCall, type InboxError, toInboxError } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";
import { catalogueMenu, type Menu, MENU_PATH, MENU_PHOTO } from "~/lib/menu";
import { keepPhoto } from "~/lib/menu/menu-photos.client";
import { menuOfDocument } from "~/lib/menu/menu-read.client";
import { randomId } from "~/lib/platform";
import { AREAS_COLLECTION, toAreaDocuments, toSettingsDocument } from "~/lib/settings";
import { defaultShopSettings } from "~/lib/shop";

import {
  applyMenuChange,
  changeGoneMessage,
  checkMenu,
  type MenuChange,
  newPhotoOf,
  takenNameMessage,
} from "./menu-editor";

/** The menu as saved, or the build's catalogue while the Dono never saved one (`version` null). */
export interface SavedMenu {
  menu: Menu;
  version: string | null;
}

type MenuSaveResult =
  | { ok: true; version: string; overwrote: boolean }
  | { ok: false; message: string; nameTaken?: true; notApplied?: true };

const menuRef = (db: Firestore) => doc(db, MENU_PATH.collection, MENU_PATH.id);
const settingsRef = (db: Firestore) => doc(db, "shop", "settings");
const lastActRef = (db: Firestore) => doc(db, "shopActs", "last");

/** Null when the stored menu is not one this version can read: nothing is saved over it. */
function savedMenuOf(data: Record<string, unknown> | undefined): SavedMenu | null {
  if (data === undefined) return { menu: catalogueMenu(), version: null };
  const menu = menuOfDocument(data.menu);
  return menu && typeof data.version === "string" ? { menu, version: data.version } : null;
}

const unreadableMessage = "O cardápio salvo não pôde ser lido por esta versão do app. Recarregue a página.";

function watchMenu(
  db: Firestore,
  onMenu: (saved: SavedMenu | null) => void,
  onError: (error: InboxError) => void,
): () => void {
  return onSnapshot(
    menuRef(db),
    (snapshot) => onMenu(savedMenuOf(snapshot.data())),
    (error) => onError(toInboxError(error)),
  );
}

/** Applied to the menu as the server has it now: two devices changing different drinks both keep theirs. */
async function saveMenuChange(
  db: Firestore,
  by: string,
  change: MenuChange,
  seenVersion: string | null,
): Promise<MenuSaveResult> {
  return runTransaction(db, async (transaction): Promise<MenuSaveResult> => {
    const [stored, settings] = await Promise.all([transaction.get(menuRef(db)), transaction.get(settingsRef(db))]);
    const current = savedMenuOf(stored.data());
    if (!current) return { ok: false, message: unreadableMessage };
    const next = applyMenuChange(current.menu, change);
    if (!next) {
      const taken = takenNameMessage(current.menu, change);
      return taken
        ? { ok: false, message: taken, nameTaken: true }
        : { ok: false, message: changeGoneMessage(change), notApplied: true };
    }
    const checked = checkMenu(next);
    if (!checked.ok) return checked;
    const version = randomId();
    transaction.set(menuRef(db), {
      menu: next,
      version,
      cartPattern: checked.cartPattern,
      updatedAt: serverTimestamp(),
    });
    if (settings.exists()) {
      transaction.update(settingsRef(db), { menuVersion: version, updatedAt: serverTimestamp() });
    } else {
      // Never saved: the defaults the rules priced by until now, areas included, with the menu's version.
      const first = toSettingsDocument(defaultShopSettings);
      transaction.set(settingsRef(db), { ...first, menuVersion: version, updatedAt: serverTimestamp() });
      for (const [key, area] of Object.entries(toAreaDocuments(defaultShopSettings.deliveryAreas)))
        transaction.set(doc(db, AREAS_COLLECTION, key), area);
    }
    const photo = newPhotoOf(change);
    if (photo) {
      transaction.set(doc(db, MENU_PHOTO.collection, photo.id), {
        data: Bytes.fromUint8Array(photo.bytes),
        type: photo.type,
        side: photo.side,
        createdAt: serverTimestamp(),
      });
    }
    transaction.set(lastActRef(db), { by, at: serverTimestamp(), section: "menu" });
    return { ok: true, version, overwrote: current.version !== seenVersion };
  });
}

export function createMenuStore({ db, auth }: InboxContext) {
  return {
    watchMenu: (onMenu: (saved: SavedMenu | null) => void, onError: (error: InboxError) => void) =>
      watchMenu(db, onMenu, onError),
    saveMenuChange: async (change: MenuChange, seenVersion: string | null) => {
      // The account signed in when it is sent is the one the rules check.
      const by = auth.currentUser?.email ?? "";
      const saved = await inboxCall(() => saveMenuChange(db, by, change, seenVersion));
      // The Dono's own photo, kept as it was sent: this device reads it from no one. Saved either way.
      const photo = newPhotoOf(change);
      if (saved.ok && photo) {
        await keepPhoto(photo.id, photo.dataUrl).catch((error: unknown) =>
          console.warn("The photo is saved; this device could not keep it:", error),
        );
      }
      return saved;
    },
  };
}
