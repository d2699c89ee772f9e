// Writes are transactions: offline they fail at once instead of landing later, and nothing shows before the ack.
import {
  collection,
  doc,
  type DocumentSnapshot,
  type Firestore,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
} from "firebase/firestore";

import { InboxError, toInboxError } from "~/lib/firestore";
import { type InboxContext, notSignedIn, whenSignedIn } from "~/lib/firestore/inbox-context.client";

import { ALREADY_REPLIED, parseRating, type Rating, type RatingInput, toRatingDocument } from "./rating-document";

export interface Ratings {
  /** Resolves once the server has it, or with the rating the order already had. */
  rate(input: RatingInput): Promise<Rating>;
  /** The order's rating, null while it has none; its customer or staff only. */
  watchRating(
    docId: string,
    onRating: (rating: Rating | null) => void,
    onError: (error: InboxError) => void,
  ): () => void;
  /** Staff: the ratings made since `since` (ms), newest first. */
  watchRatings(since: number, onRatings: (ratings: Rating[]) => void, onError: (error: InboxError) => void): () => void;
  /** Staff's one reply; resolves once the server has it. */
  reply(docId: string, text: string): Promise<void>;
}

const ratingRef = (db: Firestore, docId: string) => doc(db, "ratings", docId);

function toRating(snapshot: DocumentSnapshot): Rating | null {
  const data = snapshot.data({ serverTimestamps: "estimate" });
  if (!data) return null;
  const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : value);
  const reply: unknown = data.reply;
  const replied = reply && typeof reply === "object" ? { ...reply, at: millis((reply as { at?: unknown }).at) } : reply;
  const rating = parseRating({ ...data, createdAt: millis(data.createdAt), reply: replied, docId: snapshot.id });
  if (!rating) console.error(`ratings/${snapshot.id} is not a rating this version can show`);
  return rating;
}

async function rate({ auth, db }: InboxContext, input: RatingInput): Promise<Rating> {
  try {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) throw notSignedIn();
    const ref = ratingRef(db, input.docId);
    const document = toRatingDocument(input, user.uid);
    return await runTransaction(
      db,
      async (transaction) => {
        const stored = await transaction.get(ref);
        if (stored.exists()) {
          const rating = toRating(stored);
          if (rating) return rating;
          throw new InboxError("rejected", "already-exists", "The order has a rating this version cannot read");
        }
        transaction.set(ref, { ...document, createdAt: serverTimestamp() });
        return { ...document, docId: input.docId, createdAt: Date.now() };
      },
      { maxAttempts: 2 },
    );
  } catch (error) {
    throw toInboxError(error);
  }
}

function watchRating(
  { auth, db }: InboxContext,
  docId: string,
  onRating: (rating: Rating | null) => void,
  onError: (error: InboxError) => void,
): () => void {
  return whenSignedIn(
    auth,
    () =>
      onSnapshot(
        ratingRef(db, docId),
        (snapshot) => onRating(snapshot.exists() ? toRating(snapshot) : null),
        (error) => onError(toInboxError(error)),
      ),
    onError,
  );
}

function watchRatings(
  { db }: InboxContext,
  since: number,
  onRatings: (ratings: Rating[]) => void,
  onError: (error: InboxError) => void,
): () => void {
  const recent = query(
    collection(db, "ratings"),
    where("createdAt", ">=", Timestamp.fromMillis(since)),
    orderBy("createdAt", "desc"),
  );
  return onSnapshot(
    recent,
    (snapshot) => onRatings(snapshot.docs.flatMap((item) => toRating(item) ?? [])),
    (error) => onError(toInboxError(error)),
  );
}

async function reply({ db }: InboxContext, docId: string, text: string): Promise<void> {
  try {
    const ref = ratingRef(db, docId);
    await runTransaction(
      db,
      async (transaction) => {
        const stored = await transaction.get(ref);
        const earlier: unknown = stored.get("reply.text");
        if (earlier === text) return;
        if (earlier !== undefined) throw new InboxError("rejected", ALREADY_REPLIED, "The rating has a reply");
        transaction.update(ref, { reply: { text, at: serverTimestamp() } });
      },
      { maxAttempts: 2 },
    );
  } catch (error) {
    throw toInboxError(error);
  }
}

export function createRatings(context: InboxContext): Ratings {
  return {
    rate: (input) => rate(context, input),
    watchRating: (docId, onRating, onError) => watchRating(context, docId, onRating, onError),
    watchRatings: (since, onRatings, onError) => watchRatings(context, since, onRatings, onError),
    reply: (docId, text) => reply(context, docId, text),
  };
}
