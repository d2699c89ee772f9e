/**
 * Why an inbox call failed: "rejected" when the rules (or the data) refuse it, so a retry of the
 * same call would fail the same way; "unavailable" when it may work later (offline, the server
 * busy, sign-in not reachable, the inbox not configured in this build).
 */
type InboxErrorKind = "rejected" | "unavailable";

export class InboxError extends Error {
  override readonly name = "InboxError";

  constructor(
    readonly kind: InboxErrorKind,
    /**
     * Firebase's code ("permission-denied", "unavailable", "auth/network-request-failed", …) or ours
     * ("not-configured", "held").
     */
    readonly code: string,
    message = `${kind}: ${code}`,
    options?: { cause?: unknown; retryInMs?: number },
  ) {
    super(message, options);
    this.retryInMs = options?.retryInMs ?? null;
  }

  /** For an order the account's quota holds back: when to send it again. */
  readonly retryInMs: number | null;
}

/**
 * An order whose number another order took first (two devices numbering in the same
 * millisecond): the outbox numbers it anew and sends it again.
 */
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

/** Runs `call`; whatever it throws or rejects with comes out as an InboxError. */
export async function inboxCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toInboxError(error);
  }
}
