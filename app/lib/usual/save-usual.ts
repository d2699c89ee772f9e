import { resolveAuthState, signedInUser } from "~/lib/account";
import type { FormResult } from "~/lib/platform";
import { save } from "~/lib/platform";

import { usualBookPart } from "./parts";
import { DEFAULT_USUAL_NAME, USUAL_NAME_MAX } from "./usual-facts";
import type { UsualOrder } from "./usual-orders";
import { forgetUsualOrder, keepUsualOrder } from "./usual-orders-storage";

export const SAVE_USUAL_INTENT = "save-usual";
export const FORGET_USUAL_INTENT = "forget-usual";

const savedFailure = "Não foi possível salvar este pedido como meu de sempre.";

export interface SavedUsual {
  name: string;
  /** Also in the Google account's list; null: no account signed in. */
  inAccount: boolean | null;
}

/** "Salvar como meu de sempre": the order's lines and checkout fields (JSON in `pedido`) under the name typed. */
export async function saveUsualOrder(form: FormData, now = Date.now()): Promise<FormResult<SavedUsual>> {
  const name = String(form.get("nome") ?? "").trim() || DEFAULT_USUAL_NAME;
  if (name.length > USUAL_NAME_MAX)
    return {
      ok: false,
      message: "Confira o nome.",
      fieldErrors: { nome: `O nome pode ter até ${USUAL_NAME_MAX} caracteres.` },
    };
  let order: unknown;
  try {
    order = JSON.parse(String(form.get("pedido") ?? ""));
  } catch {
    return { ok: false, message: savedFailure };
  }
  const { usualOrderSchema } = await import("./usual-order-schema");
  const parsed = usualOrderSchema.safeParse({ ...(order as object), name, savedAt: now });
  if (!parsed.success) return { ok: false, message: savedFailure };
  const saved = await save(() => keepUsualOrder(parsed.data));
  if (!saved.ok) return saved;
  return { ok: true, data: { name: parsed.data.name, inAccount: await keepInAccount(parsed.data) } };
}

/** A Google account's list too; null when there is none signed in, false when it could not be written now. */
async function keepInAccount(usual: UsualOrder): Promise<boolean | null> {
  return inAccount((book) => book.keepMyUsualOrder(usual));
}

async function inAccount(
  change: (book: Awaited<ReturnType<typeof usualBookPart.open>>) => Promise<boolean>,
): Promise<boolean | null> {
  if (!signedInUser(await resolveAuthState())) return null;
  try {
    return (await change(await usualBookPart.open())) || null;
  } catch (error) {
    console.warn("Meu de sempre changed on this device only:", error);
    return false;
  }
}

/** "Remover" on the home page's card: from this device and, signed in, from the account. */
export async function forgetUsualOrderOfForm(form: FormData): Promise<FormResult<SavedUsual>> {
  const name = String(form.get("nome") ?? "");
  const saved = await save(() => forgetUsualOrder(name));
  if (!saved.ok) return saved;
  return { ok: true, data: { name, inAccount: await inAccount((book) => book.forgetMyUsualOrder(name)) } };
}
