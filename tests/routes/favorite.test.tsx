// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import * as home from "~/routes/_index/route";
import * as favorites from "~/routes/favoritos";

import { readAnonymousFavorites } from "../../app/lib/account/account-storage";
import { routeOf, stubApp } from "../support/route-stub";

const App = stubApp([routeOf(home, { index: true }), routeOf(favorites, { path: "favoritos" })]);

/** A fresh page load: the heart as the home loader reads it from storage, not as the click left it. */
async function reloadHome() {
  cleanup();
  render(<App initialEntries={["/"]} />);
  const heart = await screen.findByRole("button", { name: "Favoritar Latte" });
  // Disabled until the app has started, as in a prerendered page.
  await waitFor(() => expect(heart).toBeEnabled());
  return heart;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
});

describe("the heart on the home page", () => {
  it("stores the favourite and shows it pressed; a second click takes it back", async () => {
    const user = userEvent.setup();
    const heart = await reloadHome();
    expect(heart).toHaveAttribute("aria-pressed", "false");

    await user.click(heart);
    // Signed out (no Firebase config in tests): the visit's favourites, in sessionStorage.
    await waitFor(async () => expect(await readAnonymousFavorites()).toEqual(["Latte"]));
    await screen.findByRole("button", { name: "Favoritar Latte", pressed: true });
    expect(screen.getByRole("button", { name: "Favoritar Cubano" })).toHaveAttribute("aria-pressed", "false");
    expect(await reloadHome()).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Favoritar Latte" }));
    await waitFor(async () => expect(await readAnonymousFavorites()).toEqual([]));
    await screen.findByRole("button", { name: "Favoritar Latte", pressed: false });
    expect(await reloadHome()).toHaveAttribute("aria-pressed", "false");
  });
});
