/** How many items a long list shows at first, and adds each time more are asked for. */
export const PAGE_SIZE = 20;

/** The count to show for one asked for (a URL parameter, say): whole pages, at least one. */
export function pageCount(asked: string | null): number {
  const count = Number(asked);
  if (!Number.isSafeInteger(count) || count <= PAGE_SIZE) return PAGE_SIZE;
  return Math.ceil(count / PAGE_SIZE) * PAGE_SIZE;
}

export function nextPage(shown: number): number {
  return shown + PAGE_SIZE;
}

export function firstPages<T>(items: readonly T[], shown: number): { items: T[]; more: number | null } {
  return { items: items.slice(0, shown), more: items.length > shown ? nextPage(shown) : null };
}

/** Only a short answer is the end. */
export function mayHaveMore(length: number, asked = PAGE_SIZE): boolean {
  return length >= asked;
}
