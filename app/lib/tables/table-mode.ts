import { useEffect, useState } from "react";

import { importWhenReachable, readRaw, subscribeToStorage, writeRaw } from "~/lib/platform";

import type { TableRef } from "./table-code";

/** For the rest of the visit (sessionStorage); zod loads only once a table link was opened. */
async function readTableMode(): Promise<TableRef | null> {
  const raw = readRaw("tableMode", "session");
  if (raw === null || raw === "null") return null;
  const { tableModeSchema } = await importWhenReachable(() => import("./table-mode-schema"));
  try {
    const parsed = tableModeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** null leaves table mode. Throws StorageWriteError when the browser keeps nothing. */
export function saveTableMode(table: TableRef | null): void {
  writeRaw("tableMode", table, "session");
}

/** The table this visit orders from, followed as it changes. */
export function useTableMode(): TableRef | null {
  const [table, setTable] = useState<TableRef | null>(null);
  useEffect(() => {
    let current = true;
    const read = () =>
      void readTableMode().then((next) => {
        if (current) setTable(next);
      });
    read();
    const unsubscribe = subscribeToStorage((key) => {
      if (key === "tableMode" || key === null) read();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  return table;
}
