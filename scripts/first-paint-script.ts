/**
 * The home page's inline script (docs/decisions/0011-url-filters-before-hydration.md), placed by
 * the post-build where root.tsx renders its empty placeholder. Its text is
 * scripts/first-paint-script.generated.ts (bundled from app/lib by
 * scripts/bundle-first-paint-script.ts), which scripts/headers.ts allows by its hash.
 */
export { firstPaintScript } from "./first-paint-script.generated";

/** What root.tsx's empty placeholder looks like in the prerendered HTML. */
export const FIRST_PAINT_PLACEHOLDER = '<script data-first-paint=""></script>';

/** `html` with root.tsx's placeholder holding `script`; React hydrates the element as it rendered it. */
export function placeFirstPaintScript(html: string, script: string): string {
  const at = html.indexOf(FIRST_PAINT_PLACEHOLDER);
  if (at === -1 || html.indexOf(FIRST_PAINT_PLACEHOLDER, at + 1) !== -1)
    throw new Error(`The page has no single ${FIRST_PAINT_PLACEHOLDER} (app/root.tsx renders it in <head>)`);
  // The HTML parser ends a script at "</script" and treats "<!--" inside it specially.
  if (/<\/script|<!--/i.test(script)) throw new Error("The first paint script cannot be inlined as it is");
  return `${html.slice(0, at)}<script data-first-paint="">${script}</script>${html.slice(at + FIRST_PAINT_PLACEHOLDER.length)}`;
}
