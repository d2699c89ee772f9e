import { useCallback, useEffect, useState } from "react";

import type { TicketPaper } from "./staff-schemas";
import { readTicketPaper, writeTicketPaper } from "./staff-storage";

/** This device's roll for the kitchen ticket; `remembered` false: the choice holds only until the page reloads. */
export function useTicketPaper(): { paper: TicketPaper; remembered: boolean; choose: (paper: TicketPaper) => void } {
  const [paper, setPaper] = useState<TicketPaper>("80");
  const [remembered, setRemembered] = useState(true);
  useEffect(() => {
    let cancelled = false;
    void readTicketPaper().then((stored) => {
      if (!cancelled) setPaper(stored);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const choose = useCallback((next: TicketPaper) => {
    try {
      writeTicketPaper(next);
      setRemembered(true);
    } catch (error) {
      console.warn("The ticket's paper could not be remembered:", error);
      setRemembered(false);
    }
    setPaper(next);
  }, []);
  return { paper, remembered, choose };
}
