/**
 * What stored text may not hold: control characters (a ticket printer or the rules' field
 * separator trips on them) and the bidi overrides and isolates that make a note or an address
 * read differently from what it says. The app turns them into spaces before anything is saved;
 * firestore.rules refuse them (rules-facts.ts writes the same ranges into the rules' patterns).
 */
const unsafeTextRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

/** The one character a multi-line field (the note) keeps of those ranges. */
const LINE_FEED = 0x0a;

/** The ranges with the line feed taken out, for fields that keep line breaks. */
export function unsafeRanges(keepLineBreaks: boolean): (readonly [number, number])[] {
  if (!keepLineBreaks) return [...unsafeTextRanges];
  return unsafeTextRanges.flatMap(([from, to]): (readonly [number, number])[] => {
    if (LINE_FEED < from || to < LINE_FEED) return [[from, to]];
    const around: (readonly [number, number])[] = [
      [from, LINE_FEED - 1],
      [LINE_FEED + 1, to],
    ];
    return around.filter(([low, high]) => low <= high);
  });
}

const hex = (code: number) => code.toString(16).padStart(4, "0");

function unsafePattern(keepLineBreaks: boolean): RegExp {
  const ranges = unsafeRanges(keepLineBreaks).map(([from, to]) => `\\u{${hex(from)}}-\\u{${hex(to)}}`);
  return new RegExp(`[${ranges.join("")}]`, "gu");
}

const unsafeLine = unsafePattern(false);
const unsafeMultiline = unsafePattern(true);

/**
 * Text as it is stored: composed (NFC, so "ê" is one letter wherever it was typed), the unsafe
 * characters as spaces, trimmed. A note keeps its line breaks, with Windows' "\r\n" as "\n".
 */
export function cleanText(text: string, { keepLineBreaks = false }: { keepLineBreaks?: boolean } = {}): string {
  const composed = text.normalize("NFC");
  const cleaned = keepLineBreaks
    ? composed.replace(/\r\n?/g, "\n").replace(unsafeMultiline, " ")
    : composed.replace(unsafeLine, " ");
  return cleaned.trim();
}
