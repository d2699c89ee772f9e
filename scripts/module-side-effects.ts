/** An index re-exports many modules: app/lib runs nothing on import but its stylesheets, which register CSS. */
export function libHasNoSideEffects(id: string): boolean {
  return /\.css\.ts|\.vanilla\.css/.test(id) || !/\/app\/lib\//.test(id);
}
