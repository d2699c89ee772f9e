/**
 * Between the parallel tests and the ones run alone: the emulators back to a fresh start's state.
 * The orders the parallel tests left fill every /Admin the later tests open (its list, its axe scan
 * grow with them); the settings' and the day's close tests need none of them.
 */
import { test as setup } from "@playwright/test";

import { appEnv } from "../playwright.config";
import { resetEmulators } from "../scripts/emulators";

setup("the emulators hold no earlier test's orders", async () => {
  await resetEmulators({
    authHost: appEnv.VITE_FIREBASE_AUTH_EMULATOR_HOST,
    firestoreHost: appEnv.VITE_FIRESTORE_EMULATOR_HOST,
  });
});
