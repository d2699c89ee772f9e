/** "Dados da loja": the owner's words for the footer, the home page and the structured data (decision 0051). */
import { shop } from "./shop";
import { shopLocation } from "./shop-location";

export interface ShopDetails {
  name: string;
  /** One line: street, number and bairro. */
  address: string;
  /** DDD and number, digits only; empty: none. */
  phone: string;
  /** wa.me's digits, 55 first; empty: none. */
  whatsapp: string;
  /** The profile's handle, no "@"; empty: none. */
  instagram: string;
}

/** Limits the form and firestore.rules share. */
export const SHOP_NAME_MAX = 60;
export const SHOP_ADDRESS_MAX = 120;
export const PHONE_DIGITS = "[0-9]{10,11}";
export const WHATSAPP_DIGITS = `55${PHONE_DIGITS}`;
export const INSTAGRAM_HANDLE = "[A-Za-z0-9._]{1,30}";

/** Until the owner saves them: what the build knows. */
const buildShopDetails: ShopDetails = {
  name: shop.name,
  address: shopLocation.streetAddress,
  phone: "",
  whatsapp: shop.whatsapp ?? "",
  instagram: "",
};

export function shopDetailsOf(settings: { details: ShopDetails | null } | null): ShopDetails {
  return settings?.details ?? buildShopDetails;
}

/** "(81) 3224-0000", "(81) 99876-5432". */
export function phoneText(digits: string): string {
  const local = digits.startsWith("55") && digits.length > 11 ? digits.slice(2) : digits;
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(local);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : local;
}
