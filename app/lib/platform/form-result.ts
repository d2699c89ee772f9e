import { storageErrorMessage, StorageWriteError } from "./storage";

export type FieldErrors = Partial<Record<string, string>>;

export interface FormFailure {
  ok: false;
  message: string;
  fieldErrors?: FieldErrors;
}

export type FormDone<T> = undefined extends T ? { ok: true; data?: T } : { ok: true; data: T };

export type FormResult<T = undefined> = FormDone<T> | FormFailure;

export const invalidFieldsMessage = "Corrija os campos indicados.";

export function invalidFields(fieldErrors: FieldErrors): FormFailure {
  return { ok: false, message: invalidFieldsMessage, fieldErrors };
}

const noFieldErrors: FieldErrors = Object.freeze({});

export function fieldErrorsOf(result: FormResult<unknown> | undefined): FieldErrors {
  return (result && !result.ok && result.fieldErrors) || noFieldErrors;
}

/** Any error but the storage's refusal is a bug, and is thrown. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof StorageWriteError) return storageErrorMessage(error);
  throw error;
}

export async function save(write: () => unknown): Promise<FormResult> {
  try {
    await write();
  } catch (error) {
    return { ok: false, message: saveFailureMessage(error) };
  }
  return { ok: true };
}
