const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "R$ 12,50". Intl puts a no-break space after "R$"; it is kept, screen readers read it as a space. */
export function formatBRL(value: number): string {
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

/** 1234.5 → "1234,50": an amount as a form field or a spreadsheet takes it back (parseMoneyInput reads it). */
export function formatMoneyInput(value: number): string {
  return value.toFixed(2).replace(".", ",");
}
