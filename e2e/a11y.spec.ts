import { expect, expectNoAxeViolations, test } from "./fixtures";

const pages = [
  { path: "/", ready: "Nossos cafés" },
  { path: "/?tipo=Gelado&nome=c", ready: "Nossos cafés" },
  { path: "/product/Latte", ready: "Latte" },
  { path: "/product/Nada", ready: "Produto não encontrado" },
  { path: "/nao/existe", ready: "Página não encontrada" },
  { path: "/painel", ready: "Prontos para retirada" },
];

for (const { path, ready } of pages) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
