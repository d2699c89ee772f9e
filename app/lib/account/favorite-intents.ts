import * as z from "zod/mini";

import { findProduct } from "~/lib/catalogue";

/** What every heart posts to /favoritos; apart from favorites.ts, which the first load keeps zod-free. */
export const favoriteFormSchema = z.object({
  intent: z.literal("toggle-favorite"),
  description: z.string().check(z.refine((value) => findProduct(value) !== undefined, "Produto inválido.")),
});
