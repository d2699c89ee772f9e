import { useEffect, useLayoutEffect } from "react";

/** useLayoutEffect in the browser; the build's server render has no layout, and React warns about one there. */
export const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
