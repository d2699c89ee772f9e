import type { ProductType } from "~/lib/catalogue";

/**
 * A drink's photo (decision 0062): a square WebP (JPEG where the browser cannot make WebP) made on the Dono's device,
 * kept as its own document `menuPhotos/{id}`, never changed: a new photo is a new id. The menu names it in a drink's
 * `image` as "photo:<id>"; the shipped drawings stay every other drink's.
 */
export const MENU_PHOTO = {
  collection: "menuPhotos",
  /** Far below a document's 1 MiB; what a card 120 px wide (240 on the product page, ×3 screens) needs. */
  maxBytes: 60 * 1024,
  maxSide: 800,
  types: ["image/webp", "image/jpeg"],
  keys: ["data", "type", "side", "createdAt"],
} as const;

export type MenuPhotoType = (typeof MENU_PHOTO.types)[number];

const PHOTO_PREFIX = "photo:";
/** randomId()'s shape: the rules take no other. */
export const PHOTO_ID_PATTERN = "[0-9a-f]{24}";
const photoId = new RegExp(`^${PHOTO_ID_PATTERN}$`);

export function photoImage(id: string): string {
  return `${PHOTO_PREFIX}${id}`;
}

/** The photo a drink's image names, or null for a shipped drawing. */
export function photoIdOf(image: string): string | null {
  if (!image.startsWith(PHOTO_PREFIX)) return null;
  const id = image.slice(PHOTO_PREFIX.length);
  return photoId.test(id) ? id : null;
}

const drawingOfBuildType: Record<ProductType, string> = {
  Tradicional: "/coffees/expresso-tradicional.svg",
  Gelado: "/coffees/expresso-gelado.svg",
  Especial: "/coffees/capuccino.svg",
  Alcoólico: "/coffees/cubano.svg",
};

/** A new drink's drawing, and what a photo not yet on the device shows: its type's; a plate for the Dono's own. */
export function drawingOfType(type: string): string {
  return Object.hasOwn(drawingOfBuildType, type) ? drawingOfBuildType[type as ProductType] : "/coffees/prato.svg";
}

export function photoDataUrl(type: string, base64: string): string {
  return `data:${type};base64,${base64}`;
}

/** The photos a menu's drinks name. */
export function photoIdsOf(drinks: readonly { image: string }[]): string[] {
  return drinks.flatMap((drink) => photoIdOf(drink.image) ?? []);
}

/** What to show for a drink's image: its photo if on the device, else its type's drawing; a drawing as it is. */
export function pictureOf(
  drink: { image: string; type: string },
  photos: ReadonlyMap<string, string>,
): string | undefined {
  const id = photoIdOf(drink.image);
  return id === null ? undefined : (photos.get(id) ?? drawingOfType(drink.type));
}
