/**
 * A filter in the URL (`/?tipo=Gelado`, `?favoritos=1`, `?nome=…`) is on the first paint of the
 * prerendered home page, before the app runs, and the app takes over without moving anything:
 * docs/decisions/0011-url-filters-before-hydration.md.
 */
import type { Page } from "@playwright/test";

import { catalogue } from "../app/lib/catalogue/catalogue";
import { palette } from "../app/styles/palette";
import {
  expect,
  expectNoAxeViolations,
  layoutShifts,
  openParsedThenStartApp,
  productCard,
  test,
  waitForHydration,
  watchConsole,
} from "./fixtures";

const names = (type: string) =>
  catalogue.filter((product) => product.type === type).map((product) => product.description);

function shownCards(page: Page) {
  return page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 });
}

/** This visit's favourites, stored before the page's first script runs, as the storage gateway keeps them. */
async function favourites(page: Page, descriptions: string[]) {
  await page.addInitScript(
    (stored) => sessionStorage.setItem("favorites_anonymous", stored),
    JSON.stringify(descriptions),
  );
}

/** A pressed type button is filled with the brand colour. */
const pressed = `rgb(${[1, 3, 5].map((at) => parseInt(palette.brand.slice(at, at + 2), 16)).join(", ")})`;

test.describe("before the app runs (its scripts blocked, only the HTML's own)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test("/?tipo=Gelado shows only the iced coffees, with the filter open and Gelado pressed", async ({ page }) => {
    await page.goto("/?tipo=Gelado");
    await expect(shownCards(page)).toHaveText(names("Gelado"));
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gelado", exact: true })).toHaveCSS("background-color", pressed);
    await expect(page.getByRole("button", { name: "Tradicional", exact: true })).not.toHaveCSS(
      "background-color",
      pressed,
    );
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeHidden();
  });

  test("a name, accents and case aside, and a type the shop does not have", async ({ page }) => {
    await page.goto("/?nome=IRL");
    await expect(shownCards(page)).toHaveText(["Irlandês"]);
    await page.goto("/?nome=cafe");
    await expect(shownCards(page)).toHaveText(["Café com Leite"]);
    await page.goto("/?nome=expresso&tipo=Gelado");
    await expect(shownCards(page)).toHaveText(["Expresso Gelado"]);
    // Not a filter, as the app reads it: the whole catalogue, the panel closed.
    await page.goto("/?tipo=Pizza");
    await expect(shownCards(page)).toHaveCount(catalogue.length);
    await expect(page.getByRole("search")).toBeHidden();
  });

  test("nothing matching says so, in place of the cards", async ({ page }) => {
    await page.goto("/?nome=pizza");
    await expect(shownCards(page)).toHaveCount(0);
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todos os cafés" })).toBeVisible();
  });

  test("?favoritos=1 shows this visit's favourites, or says there are none yet", async ({ page }) => {
    await page.goto("/?favoritos=1");
    await expect(shownCards(page)).toHaveCount(0);
    await expect(page.getByText("Você ainda não tem favoritos")).toBeVisible();
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeHidden();

    await favourites(page, ["Cold Brew", "Latte", "Pizza"]);
    await page.goto("/?favoritos=1");
    await expect(shownCards(page)).toHaveText(["Latte", "Cold Brew"]);
    await expect(page.getByRole("button", { name: "Favoritos", exact: true })).toHaveCSS("background-color", pressed);
  });

  test("/ with no filter is the whole catalogue, the panel closed", async ({ page }) => {
    await page.goto("/");
    await expect(shownCards(page)).toHaveCount(catalogue.length);
    await expect(page.getByRole("search")).toBeHidden();
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeHidden();
  });
});

test.describe("when the app takes over", () => {
  // Tall enough that the filter panel and the first rows of cards are on screen, where a shift counts.
  test.use({ viewport: { width: 1280, height: 1600 } });

  test("/?tipo=Gelado: nothing moves, no hydration warning, and the filter still works", async ({ page }) => {
    const messages = watchConsole(page);
    await openParsedThenStartApp(page, "/?tipo=Gelado");
    const gelado = page.getByRole("button", { name: "Gelado", exact: true });
    // The app's own data for this URL is on screen: the button is pressed by React, and enabled.
    await expect(gelado).toHaveAttribute("aria-pressed", "true");
    await expect(productCard(page, "Cold Brew").getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled();
    await expect(shownCards(page)).toHaveText(names("Gelado"));
    expect(await layoutShifts(page)).toEqual([]);
    expect(messages).toEqual([]);

    await gelado.click();
    await expect(shownCards(page)).toHaveCount(catalogue.length);
    await page.getByRole("button", { name: "Especial", exact: true }).click();
    await expect(shownCards(page)).toHaveText(names("Especial"));
    await page.getByRole("searchbox", { name: "Buscar por nome" }).fill("pizza");
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeVisible();
    await page.getByRole("button", { name: "Limpar Filtro" }).click();
    await expect(shownCards(page)).toHaveCount(catalogue.length);
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeHidden();
  });

  test("/?favoritos=1 with favourites set: nothing moves, no hydration warning", async ({ page }) => {
    const messages = watchConsole(page);
    await favourites(page, ["Latte", "Cold Brew"]);
    await openParsedThenStartApp(page, "/?favoritos=1");
    await expect(page.getByRole("button", { name: "Favoritos", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(productCard(page, "Latte").getByRole("button", { name: "Favoritar Latte" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(productCard(page, "Latte").getByRole("button", { name: "Adicionar ao carrinho" })).toBeEnabled();
    await expect(shownCards(page)).toHaveText(["Latte", "Cold Brew"]);
    expect(await layoutShifts(page)).toEqual([]);
    expect(messages).toEqual([]);

    // Unfavouriting one of the two takes it off the list: React's list, not the first paint's.
    await productCard(page, "Latte").getByRole("button", { name: "Favoritar Latte" }).click();
    await expect(shownCards(page)).toHaveText(["Cold Brew"]);
  });

  test("/?nome=pizza: the empty message was there from the first paint", async ({ page }) => {
    await openParsedThenStartApp(page, "/?nome=pizza");
    await expect(page.getByRole("searchbox", { name: "Buscar por nome" })).toHaveValue("pizza");
    await expect(page.getByRole("searchbox", { name: "Buscar por nome" })).toBeEnabled();
    await expect(page.getByText("Nenhum café encontrado com esse filtro.")).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe("the search box", () => {
  test("typed fast on a slow phone, every letter stays, in the box and the URL", async ({ page }) => {
    // Nine searches on a CPU slowed six times, beside the other browser tests.
    test.slow();
    await page.goto("/");
    await waitForHydration(page);
    // A phone's CPU: each search's new list reaches the screen after the next letter is typed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.getByRole("button", { name: "Filtrar" }).click();
    const search = page.getByRole("searchbox", { name: "Buscar por nome" });
    await search.focus();
    // Each letter as soon as the address bar shows the one before: its list is still on its way.
    const word = "mocaccino";
    for (let typed = 1; typed <= word.length; typed++) {
      await page.keyboard.press(word.charAt(typed - 1));
      await expect(page).toHaveURL(new RegExp(`\\?nome=${word.slice(0, typed)}$`));
    }
    await expect(search).toHaveValue(word);
    await expect(shownCards(page)).toHaveText(["Mocaccino"]);
  });

  test("a pressed filter stays readable under the pointer that pressed it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Filtrar" }).click();
    const gelado = page.getByRole("button", { name: "Gelado", exact: true });
    await gelado.click();
    await expect(gelado).toHaveAttribute("aria-pressed", "true");
    await gelado.hover();
    await expectNoAxeViolations(page);
  });
});
