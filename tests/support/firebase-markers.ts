/**
 * Strings only the SDKs ship: Auth's endpoint, and a Firestore error (the storefront's own REST
 * reads name Firestore's endpoint too, in a few hundred bytes).
 */
export const firebaseMarkers = {
  auth: "identitytoolkit.googleapis.com",
  firestore: "Firestore has already been started and its settings can no longer be changed",
};
