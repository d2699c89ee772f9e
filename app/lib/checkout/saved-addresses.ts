/** "Meus endereços": the addresses a shopper's delivery orders went to, newest first (decision 0052). */
import { type BrazilianState, brazilianStates } from "~/lib/orders";

import type { CheckoutDraft } from "./checkout-draft-schema";

export interface SavedAddress {
  /** 8 digits. */
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: BrazilianState;
}

/** The account's and the device's alike: three cover home, work and one more. */
export const MAX_SAVED_ADDRESSES = 3;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function samePlace(a: SavedAddress, b: SavedAddress): boolean {
  return a.cep === b.cep && sameText(a.numero, b.numero) && sameText(a.complemento, b.complemento);
}

/** `address` first, the same place written again replaced, the oldest beyond the limit forgotten. */
export function rememberAddress(addresses: readonly SavedAddress[], address: SavedAddress): SavedAddress[] {
  return [address, ...addresses.filter((saved) => !samePlace(saved, address))].slice(0, MAX_SAVED_ADDRESSES);
}

/** The account's first (they follow the shopper to any device), then the device's it does not have. */
export function mergeAddresses(account: readonly SavedAddress[], device: readonly SavedAddress[]): SavedAddress[] {
  const merged = [...account];
  for (const address of device) if (!merged.some((saved) => samePlace(saved, address))) merged.push(address);
  return merged.slice(0, MAX_SAVED_ADDRESSES);
}

/** "Rua do Bom Jesus, 200, apto 3 — Recife Antigo, Recife/PE". */
export function addressLine(address: SavedAddress): string {
  const street = [address.rua, address.numero, address.complemento].filter((part) => part.trim()).join(", ");
  const place = [address.bairro, `${address.cidade}/${address.uf}`].filter((part) => part.trim()).join(", ");
  return `${street} — ${place}`;
}

/** The checkout form's draft with this address in it, for delivery; the CEP is looked up again. */
export function withSavedAddress(draft: CheckoutDraft | null, address: SavedAddress): CheckoutDraft {
  const { cep, rua, numero, complemento, bairro, cidade, uf } = address;
  return { ...draft, modo: "entrega", cep, rua, numero, complemento, bairro, cidade, uf };
}

/** What a delivery order went to, as the form keeps it; null for a pickup or a table. */
export function deliveredTo(order: {
  mode?: string | undefined;
  address: (Omit<SavedAddress, "uf"> & { uf: string }) | null;
}): SavedAddress | null {
  if ((order.mode ?? "delivery") !== "delivery" || !order.address) return null;
  const { cep, rua, numero, complemento, bairro, cidade, uf } = order.address;
  // A stored order's state is any text; the saved lists and the rules take only a state's code.
  const state = brazilianStates.find((code) => code === uf);
  return state ? { cep, rua, numero, complemento, bairro, cidade, uf: state } : null;
}
