import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode } from "react";

import { importWhenReachable } from "./lazy-import";

/**
 * A component from a chunk loaded when it can arrive, which never throws to the page: a chunk that did not arrive
 * shows `failed` (nothing by default) until the page is loaded again, since Chromium keeps the failure till then.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { announce = false, failed = null }: { announce?: boolean; failed?: ReactNode } = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy<ComponentType<P>>(() =>
    importWhenReachable(load, { announce }).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn("A part of the page could not load:", error);
        return { default: () => failed };
      },
    ),
  );
}
