import { importWhenReachable, readRaw } from "~/lib/platform";

let applied: string | null = null;

/**
 * Before a page prices anything: the menu this device keeps becomes the catalogue. A device that never saw one
 * loads nothing more; each stored menu is applied once.
 */
export async function menuOnDevice(): Promise<void> {
  const raw = readRaw("menu", "local");
  if (raw === applied) return;
  await (await importWhenReachable(() => import("./live-menu"))).applyStoredMenu();
  applied = raw;
}
