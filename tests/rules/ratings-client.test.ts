/**
 * Ratings through the app's own inbox code (real web SDK clients against the emulators): the shopper's
 * rating once the order is delivered, read back live with staff's one reply.
 */
import { setLogLevel } from "firebase/firestore";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";

import { InboxError } from "~/lib/firestore/inbox-error";
import { ALREADY_REPLIED, type Rating, type RatingInput } from "~/lib/ratings/rating-document";

import { clearFirestore, DEMO_STAFF_EMAIL, seedStaff } from "../../scripts/emulators";
import { type InboxClient, inboxClient, sampleOrder, signInWithEmail } from "../../scripts/inbox-clients";
import { Recorder } from "./watch";

const hosts = { authHost: inject("authHost"), firestoreHost: inject("firestoreHost") };
const clients: InboxClient[] = [];
const ID = 1_732_000_000_000;
const DOC = `checkout-${ID}`;
const input: RatingInput = { docId: DOC, orderNumber: ID, stars: 4, tags: ["Café quente"], comment: "Bom." };

async function signedIn(email: string): Promise<InboxClient> {
  const made = inboxClient(hosts);
  clients.push(made);
  await signInWithEmail(made, email);
  return made;
}

beforeAll(() => setLogLevel("silent"));

beforeEach(async () => {
  await clearFirestore(hosts.firestoreHost);
  await seedStaff(hosts.firestoreHost, DEMO_STAFF_EMAIL, "dono");
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((made) => made.close()));
});

describe("a rating through the app", () => {
  it("is refused before delivery, saved once after, and read back live with staff's one reply", async () => {
    const shopper = await signedIn("ana@example.com");
    await shopper.shopperOrders.sendOrder(sampleOrder(ID));
    const staff = await signedIn(DEMO_STAFF_EMAIL);
    const seen = new Recorder<Rating | null>();
    const stop = shopper.ratings.watchRating(DOC, seen.onValue, seen.onError);
    await expect(seen.first()).resolves.toBeNull();

    await expect(shopper.ratings.rate(input)).rejects.toMatchObject({ code: "permission-denied" });
    await staff.staffOrders.setOrderStatus(DOC, "Entregue");
    const saved = await shopper.ratings.rate(input);
    expect(saved).toMatchObject({ stars: 4, tags: ["Café quente"], comment: "Bom.", orderNumber: ID });
    await seen.next((rating) => rating?.stars === 4, 0);
    // A second send answers the rating that is there, unchanged.
    await expect(shopper.ratings.rate({ ...input, stars: 1 })).resolves.toMatchObject({ stars: 4 });

    const other = await signedIn("bia@example.com");
    await expect(other.ratings.rate(input)).rejects.toBeInstanceOf(InboxError);

    const list = new Recorder<Rating[]>();
    const stopList = staff.ratings.watchRatings(Date.now() - 60_000, list.onValue, list.onError);
    await list.next((ratings) => ratings.length === 1, 0);
    await staff.ratings.reply(DOC, "Obrigado!");
    await staff.ratings.reply(DOC, "Obrigado!");
    await expect(staff.ratings.reply(DOC, "Outra")).rejects.toMatchObject({ code: ALREADY_REPLIED });
    await expect(shopper.ratings.reply(DOC, "Eu mesmo")).rejects.toBeInstanceOf(InboxError);
    const replied = await seen.next((rating) => rating?.reply?.text === "Obrigado!", 0);
    expect(replied?.reply?.at).toBeGreaterThan(0);
    stop();
    stopList();
  });
});
