/** The Dono's photo made a drink's in the browser, before anything is sent: a small square WebP (decision 0062). */
import { MENU_PHOTO, type MenuPhotoType } from "~/lib/menu";
import { randomId } from "~/lib/platform";

import type { NewPhoto } from "./menu-editor";
import { encodingAttempts, photoFileProblem, squareCrop } from "./menu-photo-plan";

type Made = { ok: true; photo: NewPhoto } | { ok: false; message: string };

const unreadable = "Não foi possível abrir esta imagem: use uma foto JPG, PNG ou WebP.";

function encode(canvas: HTMLCanvasElement, type: MenuPhotoType, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** WebP where the browser makes it (Safari makes PNG instead): JPEG there. */
async function smallest(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  const webp = await encode(canvas, "image/webp", quality);
  return webp?.type === "image/webp" ? webp : encode(canvas, "image/jpeg", quality);
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("FileReader failed"));
    reader.readAsDataURL(blob);
  });
}

export async function makeMenuPhoto(file: File): Promise<Made> {
  const problem = photoFileProblem(file);
  if (problem) return { ok: false, message: problem };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: unreadable };
  }
  try {
    const crop = squareCrop(bitmap.width, bitmap.height, MENU_PHOTO.maxSide);
    const canvas = document.createElement("canvas");
    for (const { side, quality } of encodingAttempts(crop.side)) {
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext("2d");
      if (!context) return { ok: false, message: unreadable };
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, crop.sx, crop.sy, crop.size, crop.size, 0, 0, side, side);
      const blob = await smallest(canvas, quality);
      if (blob && blob.size <= MENU_PHOTO.maxBytes) {
        const type = blob.type === "image/webp" ? "image/webp" : "image/jpeg";
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return { ok: true, photo: { id: randomId(), type, side, bytes, dataUrl: await dataUrlOf(blob) } };
      }
    }
    return {
      ok: false,
      message: `Esta foto não coube em ${MENU_PHOTO.maxBytes / 1024} KB nem pequena: escolha outra.`,
    };
  } finally {
    bitmap.close();
  }
}
