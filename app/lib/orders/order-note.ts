import { cleanText } from "~/lib/platform";

export const ORDER_NOTE_MAX = 140;

export function normalizeNote(text: string): string {
  return cleanText(text, { keepLineBreaks: true });
}

/** UTF-16 units, as `maxlength` counts; the rules count characters, never more, so they take what the field takes. */
export function noteLength(text: string): number {
  return text.length;
}

export function noteCounter(text: string): string {
  return `${noteLength(text)}/${ORDER_NOTE_MAX}`;
}

export const noteTooLongMessage = `As observações podem ter até ${ORDER_NOTE_MAX} caracteres.`;
