/** Excel opens a UTF-8 file as UTF-8 (the accents of "Crédito", "Débito") only when it starts with a BOM. */
const BOM = "\uFEFF";

/** A shopper's text is one cell: quoted where it holds the separator, never read as a formula. */
function cell(text: string): string {
  const flat = text.replace(/[\r\n]+/g, " ");
  const safe = /^[=+\-@\t]/.test(flat) ? `'${flat}` : flat;
  return /[;"]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `;` between cells and a decimal comma in the values, as Excel and LibreOffice in pt-BR read a CSV. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(";")).join("\r\n") + "\r\n";
}
