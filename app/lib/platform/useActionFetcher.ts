import { useFetcher } from "@remix-run/react";

import type { FormResult } from "./form-result";

export function useActionFetcher<T = undefined>(key: string) {
  const fetcher = useFetcher<FormResult<T>>({ key });
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return { fetcher, error };
}
