import { useFetcher } from "@remix-run/react";

import type { ActionResult } from "./action-result";

/** A keyed fetcher for a form posting to a clientAction, with the message of its last failure. */
export function useActionFetcher(key: string) {
  const fetcher = useFetcher<ActionResult>({ key });
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return { fetcher, error };
}
