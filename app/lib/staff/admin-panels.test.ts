import { describe, expect, it } from "vitest";

import { adminPanels, onlyPanelChanged, panelOf, panelSearch, panelsFor } from "./admin-panels";

const search = (query: string) => new URLSearchParams(query);

describe("/Admin's panels", () => {
  it("open on the orders, first for everyone", () => {
    expect(adminPanels[0].id).toBe("pedidos");
    expect(panelOf(search(""), "equipe")).toBe("pedidos");
    expect(panelSearch("pedidos")).toBe("");
  });

  it("give Equipe no owner's panel, even asked for by URL", () => {
    expect(panelsFor("equipe").map((panel) => panel.id)).toEqual(["pedidos", "loja", "fechamento", "avaliacoes"]);
    expect(panelOf(search("painel=cupons"), "equipe")).toBe("pedidos");
    expect(panelOf(search("painel=cupons"), "dono")).toBe("cupons");
  });

  it("answer an unknown panel with the orders, and round-trip a known one", () => {
    expect(panelOf(search("painel=nada"), "dono")).toBe("pedidos");
    for (const panel of panelsFor("dono")) expect(panelOf(search(panelSearch(panel.id)), "dono")).toBe(panel.id);
  });

  it("tell a change of panel from a change the loader reads", () => {
    const at = (path: string) => new URL(path, "https://loja.test");
    expect(onlyPanelChanged(at("/Admin"), at("/Admin?painel=loja"))).toBe(true);
    expect(onlyPanelChanged(at("/Admin?painel=loja&mais=2"), at("/Admin?mais=2"))).toBe(true);
    expect(onlyPanelChanged(at("/Admin?painel=loja"), at("/Admin?painel=loja&mais=2"))).toBe(false);
    expect(onlyPanelChanged(at("/Admin"), at("/Carrinho"))).toBe(false);
    // The page's own revalidation (its storage changed): the same URL.
    expect(onlyPanelChanged(at("/Admin?painel=loja"), at("/Admin?painel=loja"))).toBe(false);
    expect(onlyPanelChanged(at("/Admin"), at("/Admin"))).toBe(false);
  });
});
