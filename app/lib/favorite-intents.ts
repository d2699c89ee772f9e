import * as z from "zod/mini";
import { findProduct } from "./catalogue";

/** What every heart posts to /favoritos. Apart from favorites.ts, which the first render needs without zod. */
export const favoriteFormSchema = z.object({
  intent: z.literal("toggle-favorite"),
  description: z.string().check(z.refine((value) => findProduct(value) !== undefined, "Produto inválido.")),
});
