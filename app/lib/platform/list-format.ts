// Made when first needed: Intl's constructors load locale data, a long task at module evaluation (0038).
let listFormat: Intl.ListFormat | undefined;

/** "a, b e c", as pt-BR joins a list in a sentence. */
export function formatList(items: readonly string[]): string {
  listFormat ??= new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" });
  return listFormat.format(items);
}
