import { cepDigits } from "~/lib/orders";

import { type CheckoutDraft, checkoutDraftSchema } from "./checkout-draft-schema";

const draftFields = Object.keys(checkoutDraftSchema.shape) as (keyof CheckoutDraft)[];

/** A field the form does not send (the address while picking up, change unless paying cash) is kept. */
export function nextCheckoutDraft(previous: CheckoutDraft | null, form: FormData): CheckoutDraft {
  const fields: Record<string, string> = {};
  for (const name of draftFields) {
    const value = form.get(name);
    if (typeof value === "string") fields[name] = name === "cep" ? cepDigits(value) : value;
  }
  return { ...previous, ...stripUndefined(checkoutDraftSchema.parse(fields)) };
}

function stripUndefined(draft: CheckoutDraft): CheckoutDraft {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
}

/** "Meu de sempre"'s fields (JSON from a form) over the stored draft; null when they cannot be read. */
export function draftWithUsual(previous: CheckoutDraft | null, json: string): CheckoutDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const draft = parseCheckoutDraft(value);
  return draft ? { ...previous, ...draft } : null;
}

/** Fields another version or another device wrote, as this version reads them; null when they cannot be read. */
export function parseCheckoutDraft(value: unknown): CheckoutDraft | null {
  const parsed = checkoutDraftSchema.safeParse(value);
  return parsed.success ? stripUndefined(parsed.data) : null;
}
