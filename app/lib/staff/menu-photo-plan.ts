/** How a photo from the Dono's phone becomes a drink's: a centred square, made smaller until it fits (0062). */
/** A phone's photo is a few MB; past this it is not a photo the browser should open. */
export const PHOTO_FILE_MAX_BYTES = 30 * 1024 * 1024;
const SMALLEST_SIDE = 240;
const QUALITIES = [0.82, 0.7, 0.55] as const;

/** Why this file cannot be a drink's photo, in pt-BR; null when it can be tried. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return "Escolha uma imagem: uma foto JPG, PNG ou WebP.";
  if (file.size > PHOTO_FILE_MAX_BYTES) return `Escolha uma foto de até ${PHOTO_FILE_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}

/** The largest centred square of the picture, drawn at most `maxSide` wide: cards and pages show squares. */
export function squareCrop(width: number, height: number, maxSide: number) {
  const size = Math.min(width, height);
  return {
    sx: Math.floor((width - size) / 2),
    sy: Math.floor((height - size) / 2),
    size,
    side: Math.min(maxSide, size),
  };
}

/** Each side from the largest down, each at a lower quality, until one fits. */
export function encodingAttempts(side: number): { side: number; quality: number }[] {
  const attempts: { side: number; quality: number }[] = [];
  for (let each = side; ; each = Math.round(each * 0.8)) {
    for (const quality of QUALITIES) attempts.push({ side: each, quality });
    if (each <= SMALLEST_SIDE) return attempts;
  }
}
