import { brlPattern, catalogueMoneyTexts } from "./money-texts.generated";

/** Lazy: a page's first pt-BR currency formatter costs 25–35 ms (docs/decisions/0023-catalogue-money-texts.md). */
let brl: Intl.NumberFormat | undefined;

/** Whole cents in Intl's pattern, recorded at build time: "R$ 1.234,50", "-R$ 2,00". */
function formatCents(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, brlPattern.group);
  const number = `${reais}${brlPattern.decimal}${digits.slice(-2)}`;
  return (cents < 0 ? brlPattern.negative : brlPattern.positive).replace("#", number);
}

/** Intl's no-break space after "R$" is kept: screen readers read it as a space. */
export function formatBRL(value: number): string {
  const cents = toCents(value);
  // Whole cents only, and never -0, which Intl writes as "-R$ 0,00".
  const whole = Math.abs(value * 100 - cents) < 1e-6 && !Object.is(value, -0) && Number.isSafeInteger(cents);
  if (whole) return catalogueMoneyTexts[cents] ?? formatCents(cents);
  brl ??= new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
  return brl.format(value);
}

/** Money is summed in whole cents so 0.1 + 0.2 never shows up as R$ 0,30000000000000004. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** "50", "50,00", "R$ 1.234,50" → reais; anything else → NaN. */
export function parseMoneyInput(text: string): number {
  const cleaned = text
    .replace(/R\$|\s/g, "")
    .replace(/\.(?=\d{3}(\D|$))/g, "")
    .replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function formatMoneyInput(value: number): string {
  return value.toFixed(2).replace(".", ",");
}
