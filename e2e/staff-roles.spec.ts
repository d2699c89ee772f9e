/**
 * Issue 58's roles: the Dono manages "Equipe" on /Admin (add, change, remove; never themselves), and an Equipe
 * account runs the orders without the Dono's panels. The rules tests hold the same lines against forged writes.
 */
import {
  expect,
  expectNoAxeViolations,
  LIVE_LIST_NOTE,
  openAsTeam,
  openPanel,
  shopOrder,
  STAFF_EMAIL,
  test,
} from "./fixtures";

test.describe("Equipe", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the Dono adds a barista as Equipe, makes her Dono, removes her; their own row has no controls", async ({
    shop: { staff },
  }) => {
    const team = await openPanel(staff, "Equipe");
    const members = team.getByRole("list", { name: "Membros da equipe" });
    const member = (email: string) => members.getByRole("listitem").filter({ hasText: email });
    await expect(member(`${STAFF_EMAIL} (você)`)).toContainText("Dono", { timeout: 20_000 });
    await expect(members.getByRole("button", { name: `Remover ${STAFF_EMAIL}` })).toHaveCount(0);

    const add = team.getByRole("form", { name: "Adicionar à equipe" });
    await add.getByLabel("E-mail da conta Google").fill("sem-arroba");
    await add.getByRole("button", { name: "Adicionar" }).click();
    await expect(add.getByText("Informe um e-mail válido, como nome@gmail.com.")).toBeVisible();

    const barista = `bia.${Date.now()}.${process.pid}@gmail.com`;
    await add.getByLabel("E-mail da conta Google").fill(`  ${barista.toUpperCase()} `);
    await add.getByRole("button", { name: "Adicionar" }).click();
    await expect(add.getByRole("status")).toHaveText(`${barista} entrou na equipe como Equipe.`, { timeout: 20_000 });
    const row = member(barista);
    await expect(row.getByLabel(`Papel de ${barista}`)).toHaveValue("equipe");
    await expectNoAxeViolations(staff);

    await row.getByLabel(`Papel de ${barista}`).selectOption("dono");
    await row.getByRole("button", { name: "Salvar papel" }).click();
    await expect(row.getByRole("status")).toHaveText(`${barista} agora é Dono.`, { timeout: 20_000 });

    await row.getByRole("button", { name: `Remover ${barista}` }).click();
    await expect(member(barista)).toHaveCount(0, { timeout: 20_000 });
  });

  test("an Equipe account runs the orders, without coupons, the team, the shop's hours or stamp corrections", async ({
    page,
    shop: { staff },
    placeOrder,
  }) => {
    await openAsTeam(page);
    const panels = page.getByRole("navigation", { name: "Painéis da loja" }).getByRole("link");
    await expect(panels).toHaveText(["Pedidos", "Loja", "Fechamento do dia", "Avaliações"]);
    const shop = await openPanel(page, "Loja");
    await expect(page.getByText("Você entrou como Equipe")).toBeVisible();
    await expect(shop.getByRole("button", { name: /Pausar pedidos|Retomar pedidos/ })).toBeVisible();
    await expect(shop.getByRole("checkbox", { name: "Latte disponível" })).toBeVisible();
    await expect(shop.getByRole("form", { name: "Horários" })).toHaveCount(0);
    const close = await openPanel(page, "Fechamento do dia");
    await expect(close.getByRole("button", { name: "Baixar CSV" })).toBeVisible();
    await expect(close.getByRole("button", { name: "Exportar período" })).toHaveCount(0);
    // Asked for by address, an owner's panel is not there: the orders are.
    await page.goto("/Admin?painel=cupons");
    await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("region", { name: "Cupons" })).toHaveCount(0);
    await page.goto("/Admin?painel=clientes");
    await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("region", { name: "Clientes" })).toHaveCount(0);
    await page.goto("/Admin?painel=cardapio");
    await expect(page.getByText(LIVE_LIST_NOTE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("region", { name: "Cardápio" })).toHaveCount(0);

    const id = await placeOrder({}, { signedInAs: `cliente.${Date.now()}.${process.pid}@gmail.com` });
    const card = shopOrder(page, id);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole("button", { name: "Imprimir pedido" })).toBeVisible();
    await expect(card.getByRole("button", { name: /selo/ })).toHaveCount(0);
    // The Dono's card of the same order offers them: it was placed signed in, so it fills a card someone sees.
    await expect(shopOrder(staff, id).getByRole("button", { name: "+1 selo" })).toBeVisible({ timeout: 20_000 });
    const anonymous = await placeOrder();
    await expect(shopOrder(staff, anonymous)).toBeVisible({ timeout: 20_000 });
    await expect(shopOrder(staff, anonymous).getByRole("button", { name: /selo/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("who did what: the card says which account cancelled the order, and when", async ({
    page,
    shop: { staff },
    placeOrder,
  }) => {
    await openAsTeam(page);
    const id = await placeOrder();
    const teamCard = shopOrder(page, id);
    await expect(teamCard).toBeVisible({ timeout: 20_000 });
    await expect(teamCard.getByText(/ por .+ às /)).toHaveCount(0);
    await teamCard.getByLabel("Status").selectOption("Cancelado");
    const cancelledBy = /^Cancelado por equipe@cafeteria\.test às \d{2}:\d{2}$/;
    await expect(shopOrder(staff, id).getByText(cancelledBy)).toBeVisible({ timeout: 20_000 });
    await expect(teamCard.getByText(cancelledBy)).toBeVisible();
    await expectNoAxeViolations(staff);
  });
});
