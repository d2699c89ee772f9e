import { useEffect } from "react";

import { hasUnsavedActions, type StaffAction } from "~/lib/orders";
import { importWhenReachable, subscribeToStorage, useOnline } from "~/lib/platform";

function flush(): void {
  importWhenReachable(() => import("./staff-outbox.client")).then(
    (outbox) => outbox.flushStaffActions(),
    (error: unknown) => console.warn("The staff outbox could not load:", error),
  );
}

/** Leaving the page while a change is unsaved asks first. */
export function useStaffOutbox(actions: readonly StaffAction[]): boolean {
  useEffect(() => {
    flush();
    const unsubscribe = subscribeToStorage((key) => {
      if (key === "staffActions" || key === null) flush();
    });
    window.addEventListener("online", flush);
    return () => {
      unsubscribe();
      window.removeEventListener("online", flush);
    };
  }, []);

  const unsaved = hasUnsavedActions(actions);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  return useOnline();
}
