import { useEffect, useState } from "react";

import { type Menu, photoIdsOf } from "~/lib/menu";
import { fetchMissingPhotos, photosOnDevice } from "~/lib/menu/menu-photos.client";

/** "Cardápio": the menu's photos, from this device or read once each (another staff device's new photo). */
export function useMenuPhotos(menu: Menu | null): ReadonlyMap<string, string> {
  const [photos, setPhotos] = useState<ReadonlyMap<string, string>>(() => new Map());
  const key = menu ? photoIdsOf(menu.drinks).join(" ") : "";
  useEffect(() => {
    let current = true;
    const ids = key === "" ? [] : key.split(" ");
    const show = async () => {
      const kept = await photosOnDevice(ids);
      if (current) setPhotos(kept);
      if (kept.size === ids.length) return;
      await fetchMissingPhotos(ids);
      const read = await photosOnDevice(ids);
      if (current) setPhotos(read);
    };
    show().catch((error: unknown) => console.warn("The menu's photos could not be read now:", error));
    return () => {
      current = false;
    };
  }, [key]);
  return photos;
}
