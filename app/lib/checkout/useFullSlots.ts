import { useEffect, useState } from "react";

import { settingsModule } from "~/lib/settings";

const none: ReadonlySet<number> = new Set();

/** Read when the shopper chooses "Agendar", and again each time they come back to it. */
export function useFullSlots(active: boolean, perSlot: number): ReadonlySet<number> {
  const [full, setFull] = useState(none);
  useEffect(() => {
    if (!active) return;
    let current = true;
    settingsModule()
      .then(({ fetchFullSlots }) => fetchFullSlots(perSlot, Date.now()))
      .then(
        (slots) => {
          if (current) setFull(slots);
        },
        (error: unknown) => console.warn("The slots' counts cannot be read:", error),
      );
    return () => {
      current = false;
    };
  }, [active, perSlot]);
  return full;
}
