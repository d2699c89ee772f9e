/** "rejected": a retry of the same call would fail the same way; "unavailable": it may work later. */
type InboxErrorKind = "rejected" | "unavailable";

export class InboxError extends Error {
  override readonly name = "InboxError";

  constructor(
    readonly kind: InboxErrorKind,
    /** Firebase's code, or ours ("not-configured", "held"). */
    readonly code: string,
    message = `${kind}: ${code}`,
    options?: { cause?: unknown; retryInMs?: number },
  ) {
    super(message, options);
    this.retryInMs = options?.retryInMs ?? null;
  }

  /** Set for an order the account's quota holds back. */
  readonly retryInMs: number | null;
}

/** Two devices numbered in the same millisecond: the outbox numbers the order anew and sends it again. */
export const NUMBER_TAKEN = "number-taken";

const rejectedCodes = new Set(["permission-denied", "invalid-argument", "not-found", "already-exists", "out-of-range"]);

export function inboxErrorKind(code: string): InboxErrorKind {
  return rejectedCodes.has(code) ? "rejected" : "unavailable";
}

export function toInboxError(error: unknown): InboxError {
  if (error instanceof InboxError) return error;
  const code =
    typeof error === "object" && error && "code" in error && typeof error.code === "string" ? error.code : "unknown";
  const message = error instanceof Error ? error.message : String(error);
  return new InboxError(inboxErrorKind(code), code, message, { cause: error });
}

export async function inboxCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toInboxError(error);
  }
}
