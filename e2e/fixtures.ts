import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

interface ShopFixtures {
  /** Uncaught page errors collected during the test; the test fails if any remain unexpected. */
  pageErrors: Error[];
  /** Set to true in a test that provokes a page error on purpose. */
  allowPageErrors: boolean;
}

export const test = base.extend<ShopFixtures>({
  allowPageErrors: [false, { option: true }],
  pageErrors: [
    async ({ page, allowPageErrors }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      if (!allowPageErrors) expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the page as it is now; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/** Puts raw values into localStorage before the app boots, as a returning shopper's browser would have them. */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

export function productCard(page: Page, description: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: description, exact: true }) });
}
