import { useEffect, useRef } from "react";

import type { ShopChangeData } from "~/lib/staff";

export type OnSaved = (data: ShopChangeData) => void;

/** Tells the panel each version this page saved, so that only another device's change reads as another's. */
export function useReportSaved(fetcher: { state: string; data: unknown }, onSaved: OnSaved) {
  const reported = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === reported.current) return;
    reported.current = fetcher.data;
    const result = fetcher.data as { ok: boolean; data?: ShopChangeData } | undefined;
    if (result?.ok) onSaved(result.data);
  }, [fetcher.state, fetcher.data, onSaved]);
}
