/** "Nome para chamar" and "Celular (WhatsApp)" (issue 59): limits the form, the order and firestore.rules share. */
import { withoutPhoneSeparators } from "~/lib/shop";

export const CALL_NAME_MAX = 30;
/** DDD (no zero), the mobile's 9 and eight digits: what wa.me takes after 55. */
export const MOBILE_PHONE_DIGITS = "[1-9]{2}9[0-9]{8}";

const mobilePhone = new RegExp(`^${MOBILE_PHONE_DIGITS}$`);

/** "(81) 99876-5432", "+55 81 99876 5432" → "81998765432"; null when it is no Brazilian mobile. */
export function mobilePhoneDigits(typed: string): string | null {
  const digits = withoutPhoneSeparators(typed);
  const local = digits.length === 13 && digits.startsWith("55") ? digits.slice(2) : digits;
  return mobilePhone.test(local) ? local : null;
}

export const callNameTooLongMessage = `O nome para chamar pode ter até ${CALL_NAME_MAX} caracteres.`;
export const mobilePhoneMessage = "Informe um celular com DDD, por exemplo (81) 99876-5432.";
