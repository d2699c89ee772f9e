import type { Page } from "@playwright/test";

import { firebaseMarkers } from "../tests/support/firebase-markers";
import {
  expect,
  expectNoAxeViolations,
  productCard,
  scriptsWith,
  signIn,
  test,
  waitForServiceWorker,
} from "./fixtures";

let people = 0;
/** A fresh e-mail per call, so each test signs in as a new emulator user. */
function uniqueEmail(name: string): string {
  people += 1;
  return `${name.toLowerCase()}.${Date.now()}.${process.pid}.${people}@exemplo.com.br`;
}

async function signOut(page: Page) {
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Entrar" })).toBeVisible();
}

function heart(page: Page, description: string) {
  return productCard(page, description).getByRole("button", { name: `Favoritar ${description}` });
}

/**
 * Every stored favourite of this tab (signed-in lists and the visit's list). A pressed heart shows
 * the new state before its write lands; a test that leaves the page waits for the write.
 */
function storedFavorites(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage)
        .filter((key) => key.startsWith("favorites_"))
        .flatMap((key) => JSON.parse(storage.getItem(key) ?? "[]") as string[]),
    ),
  );
}

test.describe("sign-in with Google (Auth emulator)", () => {
  test("signs in, keeps the session across reloads, and asks before signing out", async ({ page }) => {
    await page.goto("/");
    const email = uniqueEmail("Ana");
    await signIn(page, "Ana Souza", email);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sair" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("banner").getByText("Ana Souza")).toBeVisible();

    const questions: string[] = [];
    page.once("dialog", (confirm) => {
      questions.push(confirm.message());
      void confirm.dismiss();
    });
    await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
    await expect.poll(() => questions).toEqual(["Deseja realmente sair da sua conta?"]);
    await expect(page.getByRole("banner").getByText("Ana Souza")).toBeVisible();

    await signOut(page);
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: "Entrar" })).toBeVisible();
  });

  test.describe("with the idle work done", () => {
    // The page's idle work is over once the service worker controls it.
    test.use({ serviceWorkers: "allow" });

    test("a returning shopper is named on the page without loading Firebase, which starts when they sign out", async ({
      page,
    }) => {
      await page.goto("/");
      await signIn(page, "Caio Lima", uniqueEmail("Caio"));
      await expect(page.getByRole("banner").getByRole("button", { name: "Sair" })).toBeVisible();

      await page.reload();
      await expect(page.getByRole("banner").getByText("Caio Lima")).toBeVisible();
      // The page's idle work (Firebase's start came with it) is over once the service worker controls it.
      await waitForServiceWorker(page);
      expect(await scriptsWith(page, firebaseMarkers.auth)).toEqual([]);

      await signOut(page);
      expect(await scriptsWith(page, firebaseMarkers.auth)).not.toEqual([]);
      await page.reload();
      await expect(page.getByRole("banner").getByRole("button", { name: "Entrar" })).toBeEnabled();
    });
  });

  test("a device signed in before the account was stored asks Firebase once, then knows", async ({ page }) => {
    await page.goto("/");
    await signIn(page, "Duda Reis", uniqueEmail("Duda"));
    await expect(page.getByRole("banner").getByRole("button", { name: "Sair" })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem("accountSnapshot"));

    await page.reload();
    await expect(page.getByRole("banner").getByText("Duda Reis")).toBeVisible();
    expect(await scriptsWith(page, firebaseMarkers.auth)).not.toEqual([]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("accountSnapshot"))).toContain("Duda Reis");
  });

  test("favourites are kept per user and come back after signing in again", async ({ page }) => {
    await page.goto("/");
    const ana = uniqueEmail("Ana");
    await signIn(page, "Ana", ana);
    await heart(page, "Latte").click();
    await heart(page, "Cubano").click();
    await expect(heart(page, "Latte")).toHaveAttribute("aria-pressed", "true");
    await expect(heart(page, "Cubano")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => storedFavorites(page)).toEqual(expect.arrayContaining(["Latte", "Cubano"]));

    await page.reload();
    await expect(page.getByRole("banner").getByText("Ana")).toBeVisible();
    await expect(heart(page, "Latte")).toHaveAttribute("aria-pressed", "true");
    await expect(heart(page, "Cubano")).toHaveAttribute("aria-pressed", "true");
    await expect(heart(page, "Árabe")).toHaveAttribute("aria-pressed", "false");

    await signOut(page);
    await expect(heart(page, "Latte")).toHaveAttribute("aria-pressed", "false");

    await signIn(page, "Bia", uniqueEmail("Bia"));
    await expect(heart(page, "Latte")).toHaveAttribute("aria-pressed", "false");
    await expect(heart(page, "Cubano")).toHaveAttribute("aria-pressed", "false");
    await signOut(page);

    await signIn(page, "Ana", ana);
    await expect(heart(page, "Latte")).toHaveAttribute("aria-pressed", "true");
    await expect(heart(page, "Cubano")).toHaveAttribute("aria-pressed", "true");
  });

  test("favourites made before signing in join the user's list", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByText("Seus favoritos ficam guardados quando você entra com sua conta Google."),
    ).toBeVisible();
    await heart(page, "Macchiato").click();
    await expect(heart(page, "Macchiato")).toHaveAttribute("aria-pressed", "true");
    await signIn(page, "Caio", uniqueEmail("Caio"));
    await expect(heart(page, "Macchiato")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Seus favoritos ficam guardados")).toBeHidden();
    await page.reload();
    await expect(heart(page, "Macchiato")).toHaveAttribute("aria-pressed", "true");
    await signOut(page);
    await expect(heart(page, "Macchiato")).toHaveAttribute("aria-pressed", "false");
  });

  test("the Favoritos filter shows only favourites, and the product page shares the heart", async ({ page }) => {
    await page.goto("/product/Capuccino");
    const pageHeart = page.getByRole("button", { name: "Favoritar Capuccino" });
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => storedFavorites(page)).toContain("Capuccino");
    await page.goto("/");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await page.getByRole("button", { name: "Favoritos" }).click();
    await expect(page).toHaveURL(/favoritos=1/);
    await expect(page.getByRole("region", { name: "Nossos cafés" }).getByRole("heading", { level: 3 })).toHaveText([
      "Capuccino",
    ]);
    await heart(page, "Capuccino").click();
    await expect(page.getByText("Você ainda não tem favoritos")).toBeVisible();
  });

  test("Escape closes the sign-in dialog, and axe finds nothing with it open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Entrar" }).click();
    const dialog = page.getByRole("dialog", { name: "Entrar com Google (emulador)" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nome")).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("another tab's favourite shows here", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/");
    await signIn(first, "Duda", uniqueEmail("Duda"));
    await second.goto("/");
    await expect(second.getByRole("banner").getByText("Duda")).toBeVisible();
    await heart(first, "Árabe").click();
    await expect(heart(second, "Árabe")).toHaveAttribute("aria-pressed", "true");
  });
});
