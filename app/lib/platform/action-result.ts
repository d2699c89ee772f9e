import { storageErrorMessage, StorageWriteError } from "./storage";

/** What every clientAction answers: done, or a pt-BR message for the shopper. */
export type ActionResult = { ok: true } | { ok: false; message: string };

/** The shopper's message for a failed save; any error that is not the storage refusing is a bug, and is thrown. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof StorageWriteError) return storageErrorMessage(error);
  throw error;
}

/** Runs a save and answers with its result: a full or blocked storage becomes the shopper's message. */
export async function save(write: () => unknown): Promise<ActionResult> {
  try {
    await write();
  } catch (error) {
    return { ok: false, message: saveFailureMessage(error) };
  }
  return { ok: true };
}
