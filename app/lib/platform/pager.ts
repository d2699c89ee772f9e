/** How many items a long list shows at first, and adds each time more are asked for. */
export const PAGE_SIZE = 20;

/** The count to show for one asked for (a URL parameter, say): whole pages, at least one. */
export function pageCount(asked: string | null): number {
  const count = Number(asked);
  if (!Number.isSafeInteger(count) || count <= PAGE_SIZE) return PAGE_SIZE;
  return Math.ceil(count / PAGE_SIZE) * PAGE_SIZE;
}

/** The count shown once one page more is asked for. */
export function nextPage(shown: number): number {
  return shown + PAGE_SIZE;
}

/** The first `shown` items, and the count that shows a page more while some are left out (else null). */
export function firstPages<T>(items: readonly T[], shown: number): { items: T[]; more: number | null } {
  return { items: items.slice(0, shown), more: items.length > shown ? nextPage(shown) : null };
}

/** Whether more may follow what came `length` long when `asked` were asked for: only a short answer is the end. */
export function mayHaveMore(length: number, asked = PAGE_SIZE): boolean {
  return length >= asked;
}
