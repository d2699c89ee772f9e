/**
 * Issue 56, a drink's photo: its own document, made on the Dono's device (a WebP of at most 60 KB and 800 px), read by
 * anyone who shows the menu, written once and only by a Dono. Each refusal beside its honest twin.
 */
import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, it } from "vitest";

import { MENU_PHOTO } from "~/lib/menu";

import { type Data, rulesWorldPerTest, serverTime } from "./rules-env";

const world = rulesWorldPerTest();

const PHOTO_ID = "0123456789abcdef01234567";

const bytes = (size: number) => firebase.firestore.Blob.fromUint8Array(new Uint8Array(size).fill(7));

const photo = (overrides: Data = {}): Data => ({
  data: bytes(40_000),
  type: "image/webp",
  side: 800,
  createdAt: serverTime(),
  ...overrides,
});

const photoDoc = (context: RulesTestContext, id = PHOTO_ID) =>
  context.firestore().doc(`${MENU_PHOTO.collection}/${id}`);

describe("a drink's photo", () => {
  it("only a Dono saves one; anyone reads it, no one lists them", async () => {
    await assertFails(photoDoc(world.team).set(photo()));
    await assertFails(photoDoc(world.bob).set(photo()));
    await assertFails(photoDoc(world.visitor).set(photo()));
    await assertSucceeds(photoDoc(world.staff).set(photo()));
    await assertSucceeds(photoDoc(world.visitor).get());
    await assertFails(world.visitor.firestore().collection(MENU_PHOTO.collection).get());
  });

  it("is never changed nor deleted: a new photo is a new document", async () => {
    await assertSucceeds(photoDoc(world.staff).set(photo()));
    await assertFails(photoDoc(world.staff).set(photo({ data: bytes(10) })));
    await assertFails(photoDoc(world.staff).delete());
    await assertSucceeds(photoDoc(world.staff, "fedcba9876543210fedcba98").set(photo({ data: bytes(10) })));
  });

  it("past 60 KB, or not bytes, is refused; at 60 KB taken", async () => {
    await assertFails(photoDoc(world.staff).set(photo({ data: bytes(MENU_PHOTO.maxBytes + 1) })));
    await assertFails(photoDoc(world.staff).set(photo({ data: "UklGRg==" })));
    await assertFails(photoDoc(world.staff).set(photo({ data: bytes(0) })));
    await assertSucceeds(photoDoc(world.staff).set(photo({ data: bytes(MENU_PHOTO.maxBytes) })));
  });

  it("an image of another kind, size or shape of document is refused", async () => {
    await assertFails(photoDoc(world.staff).set(photo({ type: "image/svg+xml" })));
    await assertFails(photoDoc(world.staff).set(photo({ side: 801 })));
    await assertFails(photoDoc(world.staff).set(photo({ side: 0 })));
    await assertFails(photoDoc(world.staff).set(photo({ createdAt: firebase.firestore.Timestamp.now() })));
    await assertFails(photoDoc(world.staff).set(photo({ caption: "Latte" })));
    await assertFails(photoDoc(world.staff, "not-a-photo-id").set(photo()));
    await assertSucceeds(photoDoc(world.staff).set(photo({ type: "image/jpeg", side: 600 })));
  });
});
