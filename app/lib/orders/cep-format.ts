export const CEP_LENGTH = 8;

export function cepDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, CEP_LENGTH);
}

/** Also while typing: "500301" → "50030-1". */
export function maskCep(input: string): string {
  const digits = cepDigits(input);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
