/** Back only to a page of the shop, so a shopper who came from a search goes on shopping, not away. */
export interface BackContext {
  routerIndex: number;
  historyLength: number;
  /** The shop's own page when one of its links loaded this one before the app ran. */
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
