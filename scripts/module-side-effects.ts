/** A feature's index re-exports many modules: none of app/lib runs anything on import, so what is not used is left out. */
export function libHasNoSideEffects(id: string): boolean {
  return !/\/app\/lib\//.test(id);
}
