import { describe, expect, it } from "vitest";

import { MENU_PHOTO } from "~/lib/menu";

import { encodingAttempts, PHOTO_FILE_MAX_BYTES, photoFileProblem, squareCrop } from "./menu-photo-plan";

describe("a photo from the Dono's phone", () => {
  it("is cut to its centred square, drawn at most 800 px wide", () => {
    expect(squareCrop(4032, 3024, MENU_PHOTO.maxSide)).toEqual({ sx: 504, sy: 0, size: 3024, side: 800 });
    expect(squareCrop(600, 900, MENU_PHOTO.maxSide)).toEqual({ sx: 0, sy: 150, size: 600, side: 600 });
  });

  it("is tried from the largest side and best quality down, the side never under 240 px", () => {
    const attempts = encodingAttempts(800);
    expect(attempts[0]).toEqual({ side: 800, quality: 0.82 });
    expect(attempts[1]).toEqual({ side: 800, quality: 0.7 });
    const sides = attempts.map((attempt) => attempt.side);
    expect(sides).toEqual([...sides].sort((a, b) => b - a));
    expect(Math.min(...sides)).toBeLessThanOrEqual(240);
    expect(Math.min(...sides)).toBeGreaterThan(190);
    expect(encodingAttempts(100)).toHaveLength(3);
  });

  it("says in pt-BR when a file is not an image or is too large to open", () => {
    expect(photoFileProblem({ type: "application/pdf", size: 1000 })).toBe(
      "Escolha uma imagem: uma foto JPG, PNG ou WebP.",
    );
    expect(photoFileProblem({ type: "image/jpeg", size: PHOTO_FILE_MAX_BYTES + 1 })).toBe(
      "Escolha uma foto de até 30 MB.",
    );
    expect(photoFileProblem({ type: "image/heic", size: 3_000_000 })).toBeNull();
  });
});
