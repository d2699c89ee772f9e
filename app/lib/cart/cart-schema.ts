import * as z from "zod/mini";

import type { Choices } from "~/lib/catalogue";

import { clampLineQuantity } from "./cart-quantity";

export const cartItemSchema = z.object({
  image: z.string(),
  /** Its category, a tag only: the drink's own is read from the menu. */
  type: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.int().check(z.positive()),
  /** Absent: the defaults. Older clients' reader drops this field and merges a product's lines. */
  choices: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The same drink with the same choices, whatever the order they were stored in. */
function storedLineKey(line: { description: string; choices?: Choices | undefined }): string {
  const choices = Object.entries(line.choices ?? {})
    .filter(([, options]) => options.length > 0)
    .map(([group, options]) => [group, [...options].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([line.description, choices]);
}

/** One line per choice, within the line's limit: another tab or an older version can store a line twice. */
export function foldIdenticalLines<T extends { description: string; quantity: number; choices?: Choices | undefined }>(
  lines: readonly T[],
): T[] {
  const folded = new Map<string, T>();
  for (const line of lines) {
    const key = storedLineKey(line);
    const quantity = clampLineQuantity((folded.get(key)?.quantity ?? 0) + line.quantity);
    folded.set(key, { ...(folded.get(key) ?? line), quantity });
  }
  return [...folded.values()];
}
