/** "CPF na nota" (issue 58): the buyer's CPF on the order, for the shop's fiscal program. */

/** What firestore.rules hold the stored CPF to: its 11 digits (the check digits are the form's). */
export const CPF_DIGITS = "[0-9]{11}";

export const cpfMessage = "CPF inválido: confira os 11 números.";

function checkDigit(digits: readonly number[], weightFrom: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weightFrom - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** "123.456.789-09" or "12345678909" → "12345678909"; null when it is no valid CPF (check digits included). */
export function cpfDigits(typed: string): string | null {
  const text = typed.replace(/[\s.-]/g, "");
  if (!/^[0-9]{11}$/.test(text) || /^(\d)\1{10}$/.test(text)) return null;
  const digits = [...text].map(Number);
  const first = checkDigit(digits.slice(0, 9), 10);
  const second = checkDigit(digits.slice(0, 10), 11);
  return first === digits[9] && second === digits[10] ? text : null;
}

/** "123.456.789-09". */
export function cpfText(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
}
