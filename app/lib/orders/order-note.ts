import { cleanText } from "~/lib/platform";

export const ORDER_NOTE_MAX = 140;

/** The note as it is kept: line breaks as "\n", other unsafe characters as spaces (safe-text.ts). */
export function normalizeNote(text: string): string {
  return cleanText(text, { keepLineBreaks: true });
}

/**
 * Its length as the field's `maxlength` counts it (UTF-16 units: an emoji may count 2). The rules
 * count characters, never more than this, so a note the cart takes the rules take too.
 */
export function noteLength(text: string): number {
  return text.length;
}

/** "32/140": what the counter beside the field shows. */
export function noteCounter(text: string): string {
  return `${noteLength(text)}/${ORDER_NOTE_MAX}`;
}

export const noteTooLongMessage = `As observações podem ter até ${ORDER_NOTE_MAX} caracteres.`;
