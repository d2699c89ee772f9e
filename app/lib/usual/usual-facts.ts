/** Limits of "Meu de sempre" its list, form and schema share: no imports, so the schema's chunk takes nothing else. */
export const MAX_USUAL_ORDERS = 5;
export const USUAL_NAME_MAX = 40;
export const DEFAULT_USUAL_NAME = "Meu de sempre";
