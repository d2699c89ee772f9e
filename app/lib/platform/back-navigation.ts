/**
 * Whether "Voltar" goes back in the tab's history or to the home page: back only when the entry
 * behind is a page of the shop, so a shopper who came from a search goes on shopping, not away.
 */
export interface BackContext {
  /** Entries the router pushed before this one (routerHistoryIndex); 0 on a loaded page. */
  routerIndex: number;
  /** The tab's history length: 1 in a tab opened on this page. */
  historyLength: number;
  /** document.referrer: the shop's own page when one of its links loaded this one before the app ran. */
  referrer: string;
  origin: string;
}

export function goesBackInShop({ routerIndex, historyLength, referrer, origin }: BackContext): boolean {
  if (routerIndex > 0) return true;
  if (historyLength < 2 || referrer === "") return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
