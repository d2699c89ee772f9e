import { lazyPart } from "~/lib/firestore/lazy";

export const addressBookPart = lazyPart(() =>
  import("./address-book.client").then((module) => module.createAddressBook),
);
