/**
 * Issue 56, the menu as the Dono's: "Cardápio" on /Admin changes a price or hides a drink, every page shows it and
 * the rules charge it; a cart from before the change says what changed. Runs alone (playwright.config.ts): the
 * menu is the whole shop's, and every other test orders at the build's prices.
 */
import { randomUUID } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

import { authEmulatorHost, firestoreEmulatorHost } from "../playwright.config";
import { PROJECT_ID } from "../scripts/emulators";
import { catalogueLine, inboxClient, sampleOrder, sendAsTheOutbox } from "../scripts/inbox-clients";
import {
  addFromHome,
  confirmOrder,
  expect,
  expectNoAxeViolations,
  fillAddress,
  openPanel,
  productCard,
  shopOrder,
  test,
  waitForHydration,
} from "./fixtures";

const documents = `http://${firestoreEmulatorHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: "Bearer owner" };

/** The build's menu again, and no settings: as the shop starts. */
async function resetMenu() {
  for (const name of ["shop/menu", "shop/settings"]) {
    const response = await fetch(`${documents}/${name}`, { method: "DELETE", headers: owner });
    if (!response.ok) throw new Error(`Could not reset ${name}: HTTP ${response.status}`);
  }
}

/** A drink's price in `shop/menu` as the server has it (the panel may show a save before it lands). */
async function storedPrice(id: string): Promise<number | null> {
  const response = await fetch(`${documents}/shop/menu`, { headers: owner });
  if (!response.ok) return null;
  const { fields } = (await response.json()) as { fields?: { menu?: { mapValue: { fields: StoredMenuFields } } } };
  const drink = fields?.menu?.mapValue.fields.drinks.arrayValue.values.find(
    (value) => value.mapValue.fields.id.stringValue === id,
  );
  const price = drink?.mapValue.fields.price;
  return price ? Number(price.integerValue ?? price.doubleValue) : null;
}

/** The sold-out list in `shop/settings` as the server has it. */
async function storedSoldOut(): Promise<string[]> {
  const response = await fetch(`${documents}/shop/settings`, { headers: owner });
  if (!response.ok) return [];
  const { fields } = (await response.json()) as {
    fields?: { soldOut?: { arrayValue?: { values?: { stringValue: string }[] } } };
  };
  return (fields?.soldOut?.arrayValue?.values ?? []).map((value) => value.stringValue);
}

interface StoredMenuFields {
  drinks: {
    arrayValue: {
      values: {
        mapValue: { fields: { id: { stringValue: string }; price: { integerValue?: string; doubleValue?: number } } };
      }[];
    };
  };
}

test.beforeEach(resetMenu);
test.afterEach(resetMenu);

function drinkRow(panel: Locator, name: string) {
  return panel.getByRole("listitem").filter({ has: panel.page().getByRole("heading", { name, exact: true }) });
}

test("Cardápio: the Latte at R$ 13,00 on every page, a cart from before told, the order taken at it", async ({
  shop: { shopper, staff },
  newDevice,
}) => {
  test.setTimeout(180_000);
  // A shopper filled her cart at today's price, before the Dono's change.
  await shopper.goto("/");
  await waitForHydration(shopper);
  await expect(productCard(shopper, "Latte")).toContainText("R$ 12,50");
  await addFromHome(shopper, "Latte");

  const panel = await openPanel(staff, "Cardápio");
  await expectNoAxeViolations(staff);
  const latte = drinkRow(panel, "Latte");
  await latte.getByRole("button", { name: "Editar" }).click();
  const price = latte.getByLabel("Preço");
  await expect(price).toBeFocused();
  // Clear pt-BR errors beside the field, and nothing saved.
  for (const [typed, message] of [
    ["abc", "Informe o preço em reais, como 12,50."],
    ["0", "O preço deve ser maior que zero."],
    ["1.000.000", "O preço vai até R$ 99,90."],
  ] as const) {
    await price.fill(typed);
    await latte.getByRole("button", { name: "Salvar" }).click();
    await expect(latte.getByText(message)).toBeVisible();
    await expect(price).toHaveAttribute("aria-invalid", "true");
  }
  expect(await storedPrice("Latte")).toBeNull();
  await price.fill("13,00");
  await latte.getByRole("button", { name: "Salvar" }).click();
  await expect(latte.getByRole("status")).toHaveText("Cardápio salvo. A loja já mostra e cobra assim.", {
    timeout: 20_000,
  });
  await expect(latte).toContainText("R$ 13,00");
  await expect(latte.getByRole("button", { name: "Editar" })).toBeFocused();
  await expect.poll(() => storedPrice("Latte"), { timeout: 20_000 }).toBe(13);

  // Her cart follows the shop live: the new price, and what changed, before she confirms.
  await shopper
    .getByRole("banner")
    .getByRole("link", { name: /^Carrinho/ })
    .click();
  await expect(shopper.getByRole("status").filter({ hasText: "O preço do Latte mudou" })).toHaveText(
    "O preço do Latte mudou de R$ 12,50 para R$ 13,00.",
    { timeout: 30_000 },
  );
  await expect(shopper.getByText("R$ 13,00 cada")).toBeVisible();
  await fillAddress(shopper, "50030170", "10");
  await shopper.getByRole("radio", { name: "Cartão de crédito" }).check();
  const id = await confirmOrder(shopper);
  await expect(shopper.getByRole("article")).toContainText("R$ 13,00");
  await expect(shopOrder(staff, id)).toBeAttached({ timeout: 30_000 });

  // Her home and the product page, and a phone that never saw the shop, show the new price.
  await shopper.goto("/");
  await expect(productCard(shopper, "Latte")).toContainText("R$ 13,00");
  const phone = await newDevice();
  await phone.goto("/product/Latte");
  await expect(phone.getByRole("main")).toContainText("R$ 13,00", { timeout: 30_000 });
  await phone.goto("/");
  await expect(productCard(phone, "Latte")).toContainText("R$ 13,00", { timeout: 30_000 });

  // An order still at R$ 12,50, the price the shop no longer charges, is refused by the rules.
  const client = inboxClient({ authHost: authEmulatorHost, firestoreHost: firestoreEmulatorHost });
  try {
    const stale = sampleOrder(Date.now(), { checkoutId: randomUUID(), cart: [catalogueLine("Latte", 1)] });
    await expect(sendAsTheOutbox(client, stale)).rejects.toThrow();
  } finally {
    await client.close();
  }
});

test("Cardápio: a hidden drink leaves the home page, its page says it is not sold now, until shown again", async ({
  shop: { staff },
  openStaff,
  page,
}) => {
  test.setTimeout(120_000);
  // Another staff device has the list open: it follows the change, and says whose it is not.
  const other = await openPanel(await openStaff(), "Cardápio");
  await expect(drinkRow(other, "Irlandês")).toBeVisible();
  const panel = await openPanel(staff, "Cardápio");
  const irish = drinkRow(panel, "Irlandês");
  await irish.getByRole("button", { name: "Ocultar" }).click();
  await expect(irish).toContainText("Oculto da loja", { timeout: 20_000 });
  await expect(irish.getByRole("button", { name: "Mostrar" })).toBeVisible();
  await expect(panel.getByText("alterou os cafés e os preços do cardápio")).toHaveCount(0);
  await expect(drinkRow(other, "Irlandês")).toContainText("Oculto da loja", { timeout: 20_000 });
  await expect(other.getByRole("status").filter({ hasText: "alterou" })).toHaveText(
    "Outro membro da equipe alterou os cafés e os preços do cardápio agora há pouco.",
  );

  await page.goto("/");
  await waitForHydration(page);
  await expect(productCard(page, "Irlandês")).toHaveCount(0, { timeout: 30_000 });
  await expect(productCard(page, "Latte")).toBeVisible();
  await page.goto("/product/Irland%C3%AAs");
  await expect(page.getByText("Não está à venda agora")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Adicionar ao carrinho" })).toBeDisabled();

  // The list's order is the Dono's too: the Latte moved up one place.
  const latte = drinkRow(panel, "Latte");
  await latte.getByRole("button", { name: "Subir Latte" }).click();
  await expect(latte.getByRole("status")).toHaveText(/Cardápio salvo/, { timeout: 20_000 });
  await expect(panel.getByRole("listitem").nth(3).getByRole("heading")).toHaveText("Latte");

  await irish.getByRole("button", { name: "Mostrar" }).click();
  await expect(irish).not.toContainText("Oculto da loja", { timeout: 20_000 });

  // An option's price saved here reaches the other device's field, which a save there would otherwise revert.
  const otherGrande = other.getByRole("region", { name: "Opções" }).getByLabel("Grande", { exact: true });
  await expect(otherGrande).toHaveValue("4,00");
  const options = panel.getByRole("region", { name: "Opções" });
  await options.getByLabel("Grande", { exact: true }).fill("4,50");
  await options.getByRole("button", { name: "Salvar Grande" }).click();
  await expect(options.getByRole("status").filter({ hasText: "Cardápio salvo" })).toBeVisible({ timeout: 20_000 });
  await expect(otherGrande).toHaveValue("4,50", { timeout: 20_000 });
});

test("Cardápio: a photo, an option's price and an option more, ordered from the product page at their price", async ({
  shop: { shopper, staff },
}) => {
  test.setTimeout(180_000);
  const panel = await openPanel(staff, "Cardápio");
  // A drink of the build gets the Dono's photo: "Editar", "Foto", "Salvar".
  const latte = drinkRow(panel, "Latte");
  await latte.getByRole("button", { name: "Editar" }).click();
  await latte
    .getByLabel("Foto")
    .setInputFiles({ name: "latte.png", mimeType: "image/png", buffer: await phonePhoto(staff) });
  await latte.getByRole("button", { name: "Salvar" }).click();
  await expect(latte.getByRole("status")).toHaveText("Cardápio salvo. A loja já mostra e cobra assim.", {
    timeout: 30_000,
  });
  await expectMenuPhoto(latte.locator("img").first());
  const options = panel.getByRole("region", { name: "Opções" });
  await options.getByLabel("Grande", { exact: true }).fill("5,00");
  await options.getByRole("button", { name: "Salvar Grande" }).click();
  await expect(options.getByRole("status").filter({ hasText: "Cardápio salvo" })).toBeVisible({ timeout: 20_000 });
  const addMilk = options.getByRole("form", { name: "Adicionar opção em Leite" });
  await addMilk.getByLabel("Nome da opção").fill("Leite [especial]");
  await addMilk.getByRole("button", { name: "Adicionar" }).click();
  await expect(addMilk.getByText("Use letras, números e espaços, até 60 caracteres.")).toBeVisible();
  await addMilk.getByLabel("Nome da opção").fill("Aveia barista");
  await addMilk.getByLabel("Preço da opção").fill("3,50");
  await addMilk.getByRole("button", { name: "Adicionar" }).click();
  await expect(addMilk.getByRole("status")).toHaveText("Opção adicionada.", { timeout: 20_000 });
  await expect(options.getByLabel("Aveia barista", { exact: true })).toHaveValue("3,50");

  // A shopper's first visit: the product page offers the new milk at the new size's price.
  await shopper.goto("/product/Latte");
  const size = shopper.getByRole("group", { name: "Tamanho" });
  await expect(size.getByRole("radio", { name: "Grande (+ R$ 5,00)" })).toBeVisible({ timeout: 30_000 });
  await expectMenuPhoto(shopper.getByRole("article").locator("img").first());
  await size.getByRole("radio", { name: "Grande (+ R$ 5,00)" }).check();
  await shopper.getByRole("group", { name: "Leite" }).getByRole("radio", { name: "Aveia barista (+ R$ 3,50)" }).check();
  await expect(shopper.getByText("R$ 21,00", { exact: true })).toBeVisible();
  await shopper.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await shopper
    .getByRole("banner")
    .getByRole("link", { name: /^Carrinho/ })
    .click();
  await expect(shopper.getByText("R$ 21,00 cada")).toBeVisible();
  await expectMenuPhoto(shopper.getByRole("listitem").filter({ hasText: "R$ 21,00 cada" }).locator("img"));
  await fillAddress(shopper, "50030170", "10");
  await shopper.getByRole("radio", { name: "Cartão de crédito" }).check();
  const id = await confirmOrder(shopper);
  await expect(shopper.getByRole("article").getByText("1x Latte (Grande, Aveia barista)")).toBeVisible();
  await expect(shopOrder(staff, id)).toBeAttached({ timeout: 30_000 });

  // "Voltar ao desenho": the Latte's own drawing again.
  await latte.getByRole("button", { name: "Editar" }).click();
  await latte.getByLabel("Voltar ao desenho").check();
  await latte.getByRole("button", { name: "Salvar" }).click();
  await expect(latte.locator("img").first()).toHaveAttribute("src", "/coffees/latte.svg", { timeout: 30_000 });
});

/** A phone's photo as the Dono picks it: large, a PNG of a few MB, with grain no encoder can drop. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, "#f3d9a4");
    gradient.addColorStop(1, "#7a4a22");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 1800);
    for (let index = 0; index < 4000; index += 1) {
      context.fillStyle = `hsl(${(index * 37) % 60}, 60%, ${20 + ((index * 53) % 60)}%)`;
      context.beginPath();
      context.arc((index * 7919) % 2400, (index * 104729) % 1800, 6 + (index % 30), 0, Math.PI * 2);
      context.fill();
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), "image/png"));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** The picture an image shows: made small on the Dono's device, a square WebP of at most 60 KB and 800 px. */
async function expectMenuPhoto(image: Locator) {
  await expect(image).toHaveAttribute("src", /^data:image\/webp;base64,/, { timeout: 30_000 });
  const shown = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return { width: element.naturalWidth, height: element.naturalHeight, length: element.src.length };
  });
  expect(shown.width).toBe(shown.height);
  expect(shown.width).toBeLessThanOrEqual(800);
  expect(((shown.length - "data:image/webp;base64,".length) * 3) / 4).toBeLessThanOrEqual(60 * 1024);
}

test("Cardápio: a group of options and a new drink with a photo: on the home page and its own page, ordered end to end, then sold out", async ({
  shop: { shopper, staff },
}) => {
  test.setTimeout(180_000);
  const panel = await openPanel(staff, "Cardápio");
  // A group of the Dono's own, for the new drink: one filling, required.
  const newGroup = panel.getByRole("form", { name: "Novo grupo de opções" });
  await newGroup.getByLabel("Nome do grupo").fill("Recheio");
  await newGroup.getByLabel("O cliente escolhe").selectOption({ label: "Uma, obrigatória" });
  await newGroup.getByLabel("Primeira opção", { exact: true }).fill("Requeijão");
  await newGroup.getByLabel("Preço da primeira opção").fill("1,00");
  await newGroup.getByRole("button", { name: "Criar grupo" }).click();
  await expect(newGroup.getByRole("status")).toContainText("Grupo criado.", { timeout: 20_000 });
  await expect(panel.getByRole("heading", { name: "Recheio", exact: true })).toBeVisible();

  // A category of the Dono's own, for what is not coffee.
  const newCategory = panel.getByRole("form", { name: "Nova categoria" });
  await newCategory.getByLabel("Nome da categoria").fill("salgados|.*");
  await newCategory.getByRole("button", { name: "Criar categoria" }).click();
  await expect(newCategory.getByText("Use letras, números e espaços, até 30 caracteres.")).toBeVisible();
  // One made by mistake, with no item yet, is removed; the build's, which have drinks, cannot be.
  await newCategory.getByLabel("Nome da categoria").fill("Salgadso");
  await newCategory.getByRole("button", { name: "Criar categoria" }).click();
  const categories = panel.getByRole("region", { name: "Categorias" });
  await categories.getByRole("button", { name: "Remover Salgadso" }).click();
  await expect(categories.getByRole("status")).toHaveText("Categoria removida.", { timeout: 20_000 });
  await expect(categories.getByRole("listitem").filter({ hasText: "Salgadso" })).toHaveCount(0);
  await expect(newCategory.getByLabel("Nome da categoria")).toBeFocused();
  await expect(categories.getByRole("button", { name: "Remover Gelado" })).toHaveCount(0);
  await newCategory.getByLabel("Nome da categoria").fill("Salgados");
  await newCategory.getByRole("button", { name: "Criar categoria" }).click();
  await expect(categories.getByRole("status")).toContainText("Categoria criada.", { timeout: 20_000 });

  await panel.getByRole("button", { name: "Adicionar café" }).click();
  const adding = panel.getByRole("form", { name: "Novo café" });
  await expect(adding.getByLabel("Nome")).toBeFocused();
  await expectNoAxeViolations(staff);
  // A name another drink has is said beside the field, once the server's menu is checked.
  await adding.getByLabel("Nome").fill("latte");
  await adding.getByLabel("Preço").fill("7,00");
  await adding.getByRole("button", { name: "Salvar" }).click();
  await expect(adding.getByText("Já existe um café chamado latte")).toBeVisible({ timeout: 20_000 });
  await adding.getByLabel("Nome").fill("Pão de queijo");
  await adding.getByLabel("Tipo").selectOption("Salgados");
  await adding.getByLabel("Detalhes").fill("Quentinho, da fornada da manhã.");
  await adding.getByLabel(/^Ingredientes/).fill("Polvilho\nQueijo\nContém leite e derivados");
  await adding.getByRole("group", { name: "Opções deste café" }).getByRole("checkbox", { name: "Recheio" }).check();
  // A file that is no photo is said beside "Foto"; the fields typed stay.
  await adding.getByLabel("Foto").setInputFiles({
    name: "cardapio.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4"),
  });
  await adding.getByRole("button", { name: "Salvar" }).click();
  await expect(adding.getByText("Escolha uma imagem: uma foto JPG, PNG ou WebP.")).toBeVisible({ timeout: 20_000 });
  await expect(adding.getByLabel("Foto")).toHaveAttribute("aria-invalid", "true");
  await expect(adding.getByLabel("Nome")).toHaveValue("Pão de queijo");
  const photo = await phonePhoto(staff);
  expect(photo.length).toBeGreaterThan(1_000_000);
  await adding.getByLabel("Foto").setInputFiles({ name: "pao-de-queijo.png", mimeType: "image/png", buffer: photo });
  await adding.getByRole("button", { name: "Salvar" }).click();
  await expect(panel.getByText("Café adicionado ao fim da lista. A loja já mostra.")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole("button", { name: "Adicionar café" })).toBeFocused();
  await expect(drinkRow(panel, "Pão de queijo")).toContainText("R$ 7,00");
  await expectMenuPhoto(drinkRow(panel, "Pão de queijo").locator("img").first());

  // A first visit: the card comes with the menu, its page is drawn by the app, and it is ordered at its price.
  await shopper.goto("/");
  await waitForHydration(shopper);
  const card = productCard(shopper, "Pão de queijo");
  await expect(card).toContainText("R$ 7,00", { timeout: 30_000 });
  await expect(card).toContainText("Salgados");
  await expectMenuPhoto(card.locator("img"));
  // Its category is a chip of the home's filter, and a link to it shows it alone.
  await shopper.getByRole("button", { name: "Filtrar" }).click();
  await shopper.getByRole("button", { name: "Salgados" }).click();
  await expect(shopper).toHaveURL(/\?tipo=Salgados$/);
  await expect(shopper.getByRole("button", { name: "Salgados" })).toHaveAttribute("aria-pressed", "true");
  await expect(shopper.getByRole("status").filter({ hasText: "encontrado" })).toHaveText("1 café encontrado");
  await shopper.goto("/?tipo=Salgados");
  await expect(productCard(shopper, "Pão de queijo")).toBeVisible({ timeout: 30_000 });
  await expect(productCard(shopper, "Latte")).toBeHidden();
  await shopper.goto("/");
  await waitForHydration(shopper);
  await card.getByRole("link", { name: "Pão de queijo" }).click();
  await expect(shopper).toHaveURL(/\/product\/P%C3%A3o%20de%20queijo$/);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Pão de queijo");
  await expect(shopper.getByText("Quentinho, da fornada da manhã.")).toBeVisible();
  await expectMenuPhoto(shopper.getByRole("article").locator("img").first());
  await shopper.reload();
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Pão de queijo", { timeout: 30_000 });
  // Kept on the device: shown again with no read.
  await expectMenuPhoto(shopper.getByRole("article").locator("img").first());
  await shopper.getByRole("group", { name: "Recheio" }).getByRole("radio", { name: "Requeijão (+ R$ 1,00)" }).check();
  await expect(shopper.getByText("R$ 8,00", { exact: true })).toBeVisible();
  await shopper.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await shopper
    .getByRole("banner")
    .getByRole("link", { name: /^Carrinho/ })
    .click();
  await expect(shopper.getByText("R$ 8,00 cada")).toBeVisible();
  await expectMenuPhoto(shopper.getByRole("listitem").filter({ hasText: "R$ 8,00 cada" }).locator("img"));
  await fillAddress(shopper, "50030170", "10");
  await shopper.getByRole("radio", { name: "Cartão de crédito" }).check();
  const id = await confirmOrder(shopper);
  await expect(shopper.getByRole("article").getByText("1x Pão de queijo (Requeijão)")).toBeVisible();
  await expect(shopOrder(staff, id)).toBeAttached({ timeout: 30_000 });

  // Sold out for the day as any drink: "Loja" lists it from the live menu, and a page opened after says so.
  const shop = await openPanel(staff, "Loja");
  await shop.getByRole("checkbox", { name: "Pão de queijo disponível" }).uncheck();
  await expect.poll(storedSoldOut, { timeout: 20_000 }).toEqual(["Pão de queijo"]);
  await shopper.goto("/");
  const soldOutCard = productCard(shopper, "Pão de queijo");
  await expect(soldOutCard.getByText("Esgotado")).toBeVisible({ timeout: 30_000 });
  await expect(soldOutCard.getByRole("button", { name: "Adicionar ao carrinho" })).toBeDisabled();
});

test("Cardápio: the Capuccino renamed Cappuccino, its size Pequeno renamed Curto: its address and a cart from before keep them, every page says the new names, the order is taken", async ({
  shop: { shopper, staff },
}) => {
  test.setTimeout(180_000);
  await shopper.goto("/");
  await waitForHydration(shopper);
  await addFromHome(shopper, "Capuccino");

  const panel = await openPanel(staff, "Cardápio");
  const row = drinkRow(panel, "Capuccino");
  await row.getByRole("button", { name: "Editar" }).click();
  await expect(row.getByLabel("Nome")).toHaveAccessibleDescription("A página continua em /product/Capuccino.");
  // Another drink's name is said beside "Nome", and nothing is saved.
  await row.getByLabel("Nome").fill("latte");
  await row.getByRole("button", { name: "Salvar" }).click();
  await expect(row.getByText("Já existe um café chamado latte.")).toBeVisible({ timeout: 20_000 });
  await expect(row.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
  await row.getByLabel("Nome").fill("Cappuccino");
  await row.getByRole("button", { name: "Salvar" }).click();
  const renamed = drinkRow(panel, "Cappuccino");
  await expect(renamed.getByRole("status")).toHaveText("Cardápio salvo. A loja já mostra e cobra assim.", {
    timeout: 20_000,
  });
  // An option renamed the same way: "Pequeno" is what carts and orders keep, "Curto" what everyone reads.
  const renameSize = panel.getByRole("form", { name: "Renomear opção em Tamanho" });
  await renameSize.getByLabel("Opção").selectOption("Pequeno");
  await renameSize.getByLabel("Novo nome").fill("médio");
  await renameSize.getByRole("button", { name: "Renomear" }).click();
  await expect(
    renameSize.getByText("Tamanho já tem uma opção chamada médio, ou esta opção não está mais no cardápio."),
  ).toBeVisible({ timeout: 20_000 });
  await expect(renameSize.getByLabel("Novo nome")).toHaveAttribute("aria-invalid", "true");
  await renameSize.getByLabel("Novo nome").fill("Curto");
  await renameSize.getByRole("button", { name: "Renomear" }).click();
  await expect(renameSize.getByRole("status")).toHaveText(
    "Opção renomeada. Carrinhos e pedidos já feitos a mostram assim.",
    { timeout: 20_000 },
  );

  // Her cart from before names it anew, at the same price; ordered, the rules take it by its id.
  await shopper
    .getByRole("banner")
    .getByRole("link", { name: /^Carrinho/ })
    .click();
  await expect(shopper.getByRole("heading", { name: "Cappuccino", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(shopper.getByRole("main").getByText(/^Curto, /)).toBeVisible({ timeout: 30_000 });
  await fillAddress(shopper, "50030170", "10");
  await shopper.getByRole("radio", { name: "Cartão de crédito" }).check();
  const id = await confirmOrder(shopper);
  await expect(shopper.getByRole("article")).toContainText("1x Cappuccino (Curto, ");
  // Staff read it by its new names too: their device keeps the menu the Dono saved.
  await expect(shopOrder(staff, id)).toContainText("1x Cappuccino (Curto, ", { timeout: 30_000 });

  await shopper.goto("/");
  await expect(productCard(shopper, "Cappuccino")).toBeVisible({ timeout: 30_000 });
  await expect(productCard(shopper, "Capuccino")).toHaveCount(0);
  await productCard(shopper, "Cappuccino").getByRole("link", { name: "Cappuccino" }).click();
  await expect(shopper).toHaveURL(/\/product\/Capuccino$/);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("Cappuccino");
  await expect(shopper.getByRole("radio", { name: "Curto", exact: true })).toBeVisible();
});
