import { readCart, reconcileCart, writeCart } from "~/lib/cart";
import { parseReorderLines, reorderCart, type Reordered, reorderFailedMessage } from "~/lib/orders";
import { type FormResult, save } from "~/lib/platform";
import { defaultShopSettings, readShopSettings } from "~/lib/shop";

import { draftWithUsual } from "./checkout-draft";
import { readCheckoutDraft, writeCheckoutDraft } from "./checkout-draft-storage";

/** "Pedir de novo" and "Pedir meu de sempre": the lines at today's prices; with `rascunho`, the checkout's fields. */
export async function reorderIntoCart(form: FormData): Promise<FormResult<Reordered>> {
  const lines = parseReorderLines(form.get("linhas"));
  if (!lines) return { ok: false, message: reorderFailedMessage };
  const settings = (await readShopSettings()) ?? defaultShopSettings;
  const { cart, leftOut } = reorderCart(reconcileCart(await readCart()), lines, settings);
  const usual = form.get("rascunho");
  const draft = typeof usual === "string" ? draftWithUsual(await readCheckoutDraft(), usual) : null;
  const saved = await save(() => {
    writeCart(cart);
    if (draft) writeCheckoutDraft(draft);
  });
  return saved.ok ? { ok: true, data: { leftOut } } : saved;
}
