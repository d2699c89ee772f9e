import { cleanText, type FormFailure, invalidFields } from "~/lib/platform";
import {
  INSTAGRAM_HANDLE,
  PHONE_DIGITS,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  type ShopDetails,
  withoutPhoneSeparators,
} from "~/lib/shop";

const phoneDigits = new RegExp(`^${PHONE_DIGITS}$`);
const instagramHandle = new RegExp(`^${INSTAGRAM_HANDLE}$`);

/** What a person types for a Brazilian number, "+55 (81) 99876-5432" too: its DDD and number, or null. */
function localDigits(typed: string): string | null {
  const digits = withoutPhoneSeparators(typed);
  if (!/^\d*$/.test(digits)) return null;
  const local = digits.length > 11 && digits.startsWith("55") ? digits.slice(2) : digits.replace(/^0/, "");
  return phoneDigits.test(local) ? local : null;
}

/** "@cafeteria", "instagram.com/cafeteria" or the handle alone. */
function handleOf(typed: string): string | null {
  const handle = typed
    .replace(/^(https?:\/\/)?(www\.)?instagram\.com\//i, "")
    .replace(/^@/, "")
    .replace(/\/$/, "");
  return instagramHandle.test(handle) ? handle : null;
}

/** "Dados da loja": `nome-loja`, `endereco-loja`, `telefone-loja`, `whatsapp-loja`, `instagram-loja`. */
export function parseDetailsForm(form: FormData): { ok: true; value: ShopDetails } | FormFailure {
  const read = (name: string) => cleanText(String(form.get(name) ?? ""));
  const errors: Record<string, string> = {};
  const name = read("nome-loja");
  const address = read("endereco-loja");
  const [phone, whatsapp, instagram] = [read("telefone-loja"), read("whatsapp-loja"), read("instagram-loja")];
  if (name.length === 0 || name.length > SHOP_NAME_MAX)
    errors["nome-loja"] = `Informe o nome da loja, com até ${SHOP_NAME_MAX} caracteres.`;
  if (address.length === 0 || address.length > SHOP_ADDRESS_MAX)
    errors["endereco-loja"] = `Informe o endereço, com até ${SHOP_ADDRESS_MAX} caracteres.`;
  const phoneDigitsTyped = phone === "" ? "" : localDigits(phone);
  if (phoneDigitsTyped === null) errors["telefone-loja"] = "Informe o telefone com DDD, como (81) 3224-0000.";
  const whatsappDigits = whatsapp === "" ? "" : localDigits(whatsapp);
  if (whatsappDigits === null) errors["whatsapp-loja"] = "Informe o WhatsApp com DDD, como (81) 99876-5432.";
  const handle = instagram === "" ? "" : handleOf(instagram);
  if (handle === null) errors["instagram-loja"] = "Informe o perfil do Instagram, como @cafeteria.";
  if (Object.keys(errors).length > 0 || phoneDigitsTyped === null || whatsappDigits === null || handle === null)
    return invalidFields(errors);
  return {
    ok: true,
    value: {
      name,
      address,
      phone: phoneDigitsTyped,
      whatsapp: whatsappDigits === "" ? "" : `55${whatsappDigits}`,
      instagram: handle,
    },
  };
}
