// Control characters trip a ticket printer or the rules' field separator; bidi overrides make text read otherwise.
// firestore.rules refuse them too: rules-facts.ts writes these ranges into its patterns.
const unsafeTextRanges: readonly (readonly [number, number])[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

/** The one character the note keeps of those ranges. */
const LINE_FEED = 0x0a;

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

/** NFC, so "ê" is one letter wherever it was typed. */
export function cleanText(text: string, { keepLineBreaks = false }: { keepLineBreaks?: boolean } = {}): string {
  const composed = text.normalize("NFC");
  const cleaned = keepLineBreaks
    ? composed.replace(/\r\n?/g, "\n").replace(unsafeMultiline, " ")
    : composed.replace(unsafeLine, " ");
  return cleaned.trim();
}
