import { useFetcher } from "@remix-run/react";

import type { FormResult } from "./form-result";

/** A keyed fetcher for a form posting to a clientAction, with the message of its last failure. */
export function useActionFetcher<T = undefined>(key: string) {
  const fetcher = useFetcher<FormResult<T>>({ key });
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return { fetcher, error };
}
