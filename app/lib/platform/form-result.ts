import { storageErrorMessage, StorageWriteError } from "./storage";

/** A form's pt-BR messages by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** Why a form was not done: a pt-BR message for the shopper, and the messages of the fields at fault. */
export interface FormFailure {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
}

/** Done, with what the page needs next (`data`, left out when the answer has none). */
export type FormDone<T> = undefined extends T ? { ok: true; data?: T } : { ok: true; data: T };

/** What every clientAction answers (or a redirect): done, or why not. */
export type FormResult<T = undefined> = FormDone<T> | FormFailure;

/** The message of a form refused for its fields, each of which says what is wrong beside it. */
export const invalidFieldsMessage = "Corrija os campos indicados.";

export function invalidFields(fieldErrors: FieldErrors): FormFailure {
  return { ok: false, message: invalidFieldsMessage, fieldErrors };
}

const noFieldErrors: FieldErrors = Object.freeze({});

/** The field messages of an answer; none for an answer that is not a failure or has none. */
export function fieldErrorsOf(result: FormResult<unknown> | undefined): FieldErrors {
  return (result && !result.ok && result.fieldErrors) || noFieldErrors;
}

/** The shopper's message for a failed save; any error that is not the storage refusing is a bug, and is thrown. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof StorageWriteError) return storageErrorMessage(error);
  throw error;
}

/** Runs a save and answers with its result: a full or blocked storage becomes the shopper's message. */
export async function save(write: () => unknown): Promise<FormResult> {
  try {
    await write();
  } catch (error) {
    return { ok: false, message: saveFailureMessage(error) };
  }
  return { ok: true };
}
