import { useCallback, useEffect, useState } from "react";

export function usePrintTicket<T>(): [T | null, (order: T) => void] {
  // A new object per request, so that printing the same order twice prints twice.
  const [request, setRequest] = useState<{ order: T } | null>(null);
  useEffect(() => {
    if (!request) return;
    const done = () => setRequest(null);
    window.addEventListener("afterprint", done);
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [request]);
  const print = useCallback((order: T) => setRequest({ order }), []);
  return [request?.order ?? null, print];
}
