// firestore.rules let only staff list, make or delete the tables' codes.
import { collection, doc, type Firestore, getDocsFromServer, writeBatch } from "firebase/firestore";

import { inboxCall } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";

import {
  isTableCode,
  isTableNumber,
  newTableCode,
  TABLE_CODES_COLLECTION,
  tableCodeId,
  type TableRef,
} from "./table-code";

export interface TableCodesStore {
  /** Tables 1 to `count`, each with its current code; a table without one gets one. */
  tableCodes(count: number): Promise<TableRef[]>;
  /** "Trocar códigos": every old code goes, each table gets a new one, in one batch. */
  renewTableCodes(count: number): Promise<TableRef[]>;
}

async function storedCodes(db: Firestore): Promise<{ id: string; table: TableRef | null }[]> {
  const snapshot = await getDocsFromServer(collection(db, TABLE_CODES_COLLECTION));
  return snapshot.docs.map((document) => {
    const { number, code } = document.data() as { number?: unknown; code?: unknown };
    const valid = typeof number === "number" && isTableNumber(number) && typeof code === "string" && isTableCode(code);
    return { id: document.id, table: valid ? { number, code } : null };
  });
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

async function tableCodes(db: Firestore, count: number): Promise<TableRef[]> {
  const stored = await storedCodes(db);
  const batch = writeBatch(db);
  let missing = 0;
  const tables = numbers(count).map((number) => {
    const current = stored.find((entry) => entry.table?.number === number)?.table;
    if (current) return current;
    missing += 1;
    const made = { number, code: newTableCode() };
    batch.set(doc(db, TABLE_CODES_COLLECTION, tableCodeId(made)), made);
    return made;
  });
  if (missing > 0) await batch.commit();
  return tables;
}

async function renewTableCodes(db: Firestore, count: number): Promise<TableRef[]> {
  const stored = await storedCodes(db);
  const batch = writeBatch(db);
  for (const entry of stored) batch.delete(doc(db, TABLE_CODES_COLLECTION, entry.id));
  const tables = numbers(count).map((number) => ({ number, code: newTableCode() }));
  for (const table of tables) batch.set(doc(db, TABLE_CODES_COLLECTION, tableCodeId(table)), table);
  await batch.commit();
  return tables;
}

export function createTableCodesStore({ db }: InboxContext): TableCodesStore {
  return {
    tableCodes: (count) => inboxCall(() => tableCodes(db, count)),
    renewTableCodes: (count) => inboxCall(() => renewTableCodes(db, count)),
  };
}
