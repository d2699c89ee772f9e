import { describe, expect, it } from "vitest";

import { catalogueMenu, DRINK_NAME_PATTERN, MAX_MENU_PATTERN_LENGTH, MENU_LIMITS } from "~/lib/menu";
import { RULES_REGEX_MAX_LENGTH } from "~/lib/menu/menu-document";
import { CATEGORIES_PATTERN } from "~/lib/menu/menu-limits";

import { applyMenuChange, changeGoneMessage, checkMenu, type MenuChange, takenNameMessage } from "./menu-editor";
import {
  ingredientLines,
  parseCategoryForm,
  parseChoiceForm,
  parseChoiceRenameForm,
  parseDrinkForm,
  parseGroupForm,
  priceProblem,
} from "./menu-forms";

function drinkForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    nome: "Latte",
    tipo: "Tradicional",
    preco: "13,00",
    detalhes: "Cremoso.",
    ingredientes: "Café\nLeite",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

describe("a drink's price as the Dono types it", () => {
  it("takes a decimal comma, R$ and thousands' dots", () => {
    expect(priceProblem("13,00")).toBeNull();
    expect(priceProblem("R$ 9,90")).toBeNull();
    expect(priceProblem("13")).toBeNull();
  });

  it("says what is wrong with 0, 1.000.000, abc, an empty field or a price the rules cannot count", () => {
    expect(priceProblem("0")).toBe("O preço deve ser maior que zero.");
    expect(priceProblem("1.000.000")).toBe("O preço vai até R$\u00a099,90.");
    expect(priceProblem("abc")).toBe("Informe o preço em reais, como 12,50.");
    expect(priceProblem("")).toBe("Informe o preço em reais, como 12,50.");
    expect(priceProblem("12,55")).toBe("Use um preço em múltiplos de R$\u00a00,10, como 12,50.");
  });
});

describe("the drink's form", () => {
  it("gives its fields, the ingredients one a line, blank lines left out", () => {
    expect(parseDrinkForm(drinkForm({ ingredientes: "Café\n\n  Leite  \r\nContém lactose" }))).toEqual({
      ok: true,
      value: {
        name: "Latte",
        type: "Tradicional",
        price: 13,
        details: "Cremoso.",
        ingredients: ["Café", "Leite", "Contém lactose"],
      },
    });
    expect(ingredientLines("")).toEqual([]);
  });

  it("names each wrong field, and keeps the others' values out of the error", () => {
    const parsed = parseDrinkForm(drinkForm({ tipo: "", preco: "abc", detalhes: "x".repeat(301) }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      tipo: "Escolha o tipo.",
      preco: "Informe o preço em reais, como 12,50.",
      detalhes: "Use até 300 caracteres.",
    });
  });
});

describe("a change to the menu", () => {
  const menu = catalogueMenu();

  it("edits one drink and leaves the others as they were", () => {
    const fields = { name: "Latte", type: "Especial", price: 13, details: "Novo.", ingredients: ["Café"] };
    const next = applyMenuChange(menu, { kind: "drink", id: "Latte", fields });
    expect(next?.drinks.find((drink) => drink.id === "Latte")).toMatchObject(fields);
    expect(next?.drinks.filter((drink) => drink.id !== "Latte")).toEqual(
      menu.drinks.filter((drink) => drink.id !== "Latte"),
    );
  });

  it("hides and shows a drink, moves one a place, and stops at the list's ends", () => {
    const hidden = applyMenuChange(menu, { kind: "visibility", id: "Cubano", hidden: true });
    expect(hidden?.drinks.find((drink) => drink.id === "Cubano")?.hidden).toBe(true);
    const up = applyMenuChange(menu, { kind: "move", id: "Latte", by: -1 });
    expect(up?.drinks.slice(3, 5).map((drink) => drink.id)).toEqual(["Latte", "Café com Leite"]);
    expect(applyMenuChange(menu, { kind: "move", id: "Expresso Tradicional", by: -1 })).toEqual(menu);
    expect(applyMenuChange(menu, { kind: "move", id: "Irlandês", by: 1 })).toEqual(menu);
  });

  it("is refused for a drink another device removed", () => {
    expect(applyMenuChange(menu, { kind: "visibility", id: "Chá", hidden: true })).toBeNull();
  });
});

describe("a menu before it is saved", () => {
  it("gives the pattern the rules will match orders against, within their size", () => {
    const checked = checkMenu(catalogueMenu());
    expect(checked.ok && checked.cartPattern.length).toBeLessThan(MAX_MENU_PATTERN_LENGTH);
  });

  it("never passes a menu whose pattern the rules' regular expressions cannot take (4,096 characters)", () => {
    // The fullest menu the editor makes: every group filled to its last choice, the list to its last drink, all
    // at the highest price. A change that would pass the rules' limit is refused; each saved one stays within it.
    let menu = catalogueMenu();
    const changes: MenuChange[] = [];
    for (const group of new Set(menu.groups.map((each) => each.name))) {
      for (let index = 0; index < MENU_LIMITS.choices; index += 1) {
        changes.push({ kind: "choice-add", choice: { group, name: `${group} extra ${index}`, price: 99.9 } });
      }
    }
    for (let index = menu.drinks.length; index < MENU_LIMITS.drinks; index += 1) {
      const name = `Salgado da casa com um nome bem comprido de número ${index}`;
      changes.push({
        kind: "drink-add",
        drink: { name, type: "Tradicional", price: 99.9, details: "", ingredients: [] },
      });
    }
    let refused = 0;
    for (const change of changes) {
      const next = applyMenuChange(menu, change);
      if (!next) continue;
      const checked = checkMenu(next);
      if (!checked.ok) {
        refused += 1;
        continue;
      }
      expect(checked.cartPattern.length).toBeLessThanOrEqual(RULES_REGEX_MAX_LENGTH);
      menu = next;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("is refused with every drink hidden, or with a price the rules cannot count", () => {
    const menu = catalogueMenu();
    expect(checkMenu({ ...menu, drinks: menu.drinks.map((drink) => ({ ...drink, hidden: true })) })).toEqual({
      ok: false,
      message: "Deixe ao menos um café à venda.",
    });
    const odd = { ...menu, drinks: menu.drinks.map((drink) => ({ ...drink, price: 12.55 })) };
    expect(checkMenu(odd).ok).toBe(false);
  });
});

describe("an option's price, and an option more", () => {
  const menu = catalogueMenu();
  const milks = (next: ReturnType<typeof applyMenuChange>) =>
    next?.groups.filter((group) => group.name === "Leite").map((group) => group.choices.map((choice) => choice.name));

  it("sets a choice's price in every group of that name: oat milk is one price in every drink", () => {
    const next = applyMenuChange(menu, {
      kind: "choice-price",
      choice: { group: "Leite", name: "Vegetal de aveia", price: 3.5 },
    });
    const prices = next?.groups
      .filter((group) => group.name === "Leite")
      .map((group) => group.choices.find((choice) => choice.name === "Vegetal de aveia")?.price);
    expect(prices).toEqual([3.5, 3.5, 3.5, 3.5, 3.5, 3.5]);
    // Oat milk still takes the milk notes away from each drink.
    expect(next?.groups.find((group) => group.id === "Leite")?.choices[2]?.removes).toContain("Contém lactose");
  });

  it("adds a choice to every group of that name, once, within the editor's most", () => {
    const added = applyMenuChange(menu, {
      kind: "choice-add",
      choice: { group: "Leite", name: "Leite de amêndoas", price: 3.5 },
    });
    expect(milks(added)?.every((names) => names.at(-1) === "Leite de amêndoas")).toBe(true);
    expect(
      applyMenuChange(menu, { kind: "choice-add", choice: { group: "Leite", name: "Integral", price: 0 } }),
    ).toBeNull();
    expect(applyMenuChange(menu, { kind: "choice-add", choice: { group: "Chá", name: "Mate", price: 0 } })).toBeNull();
    const price = (name: string) => ({ kind: "choice-price" as const, choice: { group: "Leite", name, price: 1 } });
    expect(applyMenuChange(menu, price("Leite de amêndoas"))).toBeNull();
  });

  it("takes a name and a price of 0, and says what is wrong with others", () => {
    const choiceForm = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ grupo: "Leite", ...fields })) form.set(name, value);
      return form;
    };
    expect(parseChoiceForm(choiceForm({ opcao: "Leite de aveia barista", "preco-opcao": "0" }))).toEqual({
      ok: true,
      value: { group: "Leite", name: "Leite de aveia barista", price: 0 },
    });
    const parsed = parseChoiceForm(choiceForm({ opcao: "Leite [especial]", "preco-opcao": "-1" }));
    expect(parsed.ok ? null : parsed.fieldErrors).toEqual({
      opcao: "Use letras, números e espaços, até 60 caracteres.",
      "preco-opcao": "Informe o preço em reais, como 12,50.",
    });
  });
});

describe("Adicionar café", () => {
  const menu = catalogueMenu();
  const pao = { name: "Pão de queijo", type: "Tradicional" as const, price: 7, details: "Quentinho.", ingredients: [] };

  it("puts the drink at the list's end, shown, named for good, with its type's drawing and no options", () => {
    const next = applyMenuChange(menu, { kind: "drink-add", drink: pao });
    expect(next?.drinks.at(-1)).toEqual({
      ...pao,
      id: "Pão de queijo",
      image: "/coffees/expresso-tradicional.svg",
      hidden: false,
      groups: [],
    });
    expect(checkMenu(next ?? menu).ok).toBe(true);
  });

  it("refuses a name another drink has, in any case, and a menu already full", () => {
    expect(applyMenuChange(menu, { kind: "drink-add", drink: { ...pao, name: "latte" } })).toBeNull();
    const full = { ...menu, drinks: Array.from({ length: 40 }, (_, index) => ({ ...menu.drinks[0], id: `${index}` })) };
    expect(applyMenuChange(full as typeof menu, { kind: "drink-add", drink: pao })).toBeNull();
  });

  it("says what is wrong with an empty or odd name beside the other fields' errors", () => {
    const form = drinkForm({ nome: "", preco: "0" });
    const parsed = parseDrinkForm(form);
    expect(parsed.ok ? null : parsed.fieldErrors).toEqual({
      nome: "Informe o nome do café.",
      preco: "O preço deve ser maior que zero.",
    });
    const odd = parseDrinkForm(drinkForm({ nome: "Café/2" }));
    expect(odd.ok ? null : odd.fieldErrors).toEqual({ nome: "Use letras, números e espaços, até 60 caracteres." });
    expect(parseDrinkForm(drinkForm({ nome: "Pão de queijo" }))).toMatchObject({ ok: true });
  });

  it("takes no mark the sold-out check would read as a pattern: every drink can be marked Esgotado", () => {
    for (const nome of ["Café (duplo)", "Latte|.*", "Chá 2.0", "Café+"]) {
      const parsed = parseDrinkForm(drinkForm({ nome }));
      expect(parsed.ok ? null : parsed.fieldErrors, nome).toEqual({
        nome: "Use letras, números e espaços, até 60 caracteres.",
      });
    }
    expect(parseDrinkForm(drinkForm({ nome: "Café 100% arábica, coado" }))).toMatchObject({ ok: true });
    for (const drink of catalogueMenu().drinks) {
      expect(new RegExp(`^${DRINK_NAME_PATTERN}$`, "u").test(drink.id), drink.id).toBe(true);
    }
  });
});

describe("a drink's photo", () => {
  const menu = catalogueMenu();
  const photo = {
    id: "0123456789abcdef01234567",
    type: "image/webp" as const,
    side: 800,
    bytes: new Uint8Array([1, 2, 3]),
    dataUrl: "data:image/webp;base64,AQID",
  };
  const fields = { name: "Latte", type: "Especial", price: 13, details: "Cremoso.", ingredients: ["Café"] };

  it("is named in the drink's image by its id; the other drinks keep theirs", () => {
    const next = applyMenuChange(menu, { kind: "drink", id: "Latte", fields, photo });
    expect(next?.drinks.find((drink) => drink.id === "Latte")?.image).toBe("photo:0123456789abcdef01234567");
    expect(next?.drinks.filter((drink) => drink.image.startsWith("photo:"))).toHaveLength(1);
  });

  it("edited without one, the drink keeps its picture", () => {
    const next = applyMenuChange(menu, { kind: "drink", id: "Latte", fields });
    expect(next?.drinks.find((drink) => drink.id === "Latte")?.image).toBe("/coffees/latte.svg");
  });

  it("Voltar ao desenho: a drink of the build gets its own drawing back, a drink the Dono added its type's", () => {
    const withPhoto = applyMenuChange(menu, { kind: "drink", id: "Latte", fields, photo }) ?? menu;
    const back = applyMenuChange(withPhoto, { kind: "drink", id: "Latte", fields, photo: "drawing" });
    expect(back?.drinks.find((drink) => drink.id === "Latte")?.image).toBe("/coffees/latte.svg");
    const pao = { ...fields, name: "Pão de queijo" };
    const added = applyMenuChange(menu, { kind: "drink-add", drink: pao, photo }) ?? menu;
    const paoBack = applyMenuChange(added, { kind: "drink", id: "Pão de queijo", fields: pao, photo: "drawing" });
    expect(paoBack?.drinks.at(-1)?.image).toBe("/coffees/capuccino.svg");
  });

  it("a new drink with one shows it instead of its type's drawing", () => {
    const pao = { ...fields, name: "Pão de queijo" };
    const next = applyMenuChange(menu, { kind: "drink-add", drink: pao, photo });
    expect(next?.drinks.at(-1)?.image).toBe("photo:0123456789abcdef01234567");
  });
});

describe("option groups", () => {
  const menu = catalogueMenu();
  const fields = { type: "Tradicional" as const, price: 7, details: "", ingredients: [] };
  const recheio = { name: "Recheio", choosing: "uma" as const, first: { name: "Requeijão", price: 1 } };

  it("a new group, its first choice, offered by no drink until one checks it", () => {
    const next = applyMenuChange(menu, { kind: "group-add", group: recheio });
    expect(next?.groups.at(-1)).toEqual({
      id: "Recheio",
      name: "Recheio",
      required: true,
      max: 1,
      choices: [{ name: "Requeijão", price: 1 }],
    });
    expect(next?.drinks.every((drink) => !drink.groups.includes("Recheio"))).toBe(true);
    expect(applyMenuChange(next ?? menu, { kind: "group-add", group: { ...recheio, name: "recheio" } })).toBeNull();
  });

  it("a new drink takes the groups checked; the first of a name when several drinks have their own", () => {
    const withRecheio = applyMenuChange(menu, { kind: "group-add", group: recheio }) ?? menu;
    const pao = { ...fields, name: "Pão de queijo" };
    const next = applyMenuChange(withRecheio, { kind: "drink-add", drink: pao, groups: ["Recheio", "Leite"] });
    const firstMilk = menu.groups.find((group) => group.name === "Leite")?.id;
    expect(next?.drinks.at(-1)?.groups).toEqual(["Recheio", firstMilk]);
    expect(checkMenu(next ?? menu).ok).toBe(true);
  });

  it("an edited drink keeps its own groups in their order, drops the unchecked, adds the new at the end", () => {
    const latte = menu.drinks.find((drink) => drink.id === "Latte");
    if (!latte) throw new Error("no Latte");
    const names = latte.groups.map((id) => menu.groups.find((group) => group.id === id)?.name ?? "");
    const unchanged = applyMenuChange(menu, { kind: "drink", id: "Latte", fields: latte, groups: names });
    expect(unchanged?.drinks.find((drink) => drink.id === "Latte")?.groups).toEqual(latte.groups);
    const withRecheio = applyMenuChange(menu, { kind: "group-add", group: recheio }) ?? menu;
    const edited = applyMenuChange(withRecheio, {
      kind: "drink",
      id: "Latte",
      fields: latte,
      groups: ["Recheio", ...names.filter((name) => name !== "Açúcar")],
    });
    const groups = edited?.drinks.find((drink) => drink.id === "Latte")?.groups ?? [];
    expect(groups).toEqual([...latte.groups.filter((id) => !id.startsWith("Açúcar")), "Recheio"]);
  });

  it("its form says what is missing beside each field", () => {
    const form = new FormData();
    form.set("nome-grupo", "");
    form.set("escolha", "duas");
    form.set("opcao", "Requeijão");
    form.set("preco-opcao", "abc");
    const parsed = parseGroupForm(form);
    expect(parsed.ok ? null : parsed.fieldErrors).toEqual({
      "nome-grupo": "Informe o nome do grupo.",
      escolha: "Escolha quantas opções o cliente pode marcar.",
      "preco-opcao": "Informe o preço em reais, como 12,50.",
    });
    form.set("nome-grupo", "Recheio");
    form.set("escolha", "varias");
    form.set("preco-opcao", "1,00");
    expect(parseGroupForm(form)).toEqual({
      ok: true,
      value: { name: "Recheio", choosing: "varias", first: { name: "Requeijão", price: 1 } },
    });
  });
});

describe("the Dono's categories", () => {
  const menu = catalogueMenu();
  const pao = { name: "Pão de queijo", type: "Salgados", price: 8, details: "Quentinho.", ingredients: ["Queijo"] };

  it("a new one goes after the others; a drink then takes it as its type, with a plate for a drawing", () => {
    const next = applyMenuChange(menu, { kind: "category-add", name: "Salgados" }) ?? menu;
    expect(next.categories).toEqual(["Tradicional", "Gelado", "Especial", "Alcoólico", "Salgados"]);
    const added = applyMenuChange(next, { kind: "drink-add", drink: pao });
    expect(added?.drinks.at(-1)).toMatchObject({ type: "Salgados", image: "/coffees/prato.svg" });
    expect(checkMenu(added ?? menu).ok).toBe(true);
  });

  it("one no drink has is removed, the build's included; one a drink has, even hidden, is not", () => {
    const withDoces = applyMenuChange(menu, { kind: "category-add", name: "Doces" }) ?? menu;
    expect(applyMenuChange(withDoces, { kind: "category-remove", name: "Doces" })?.categories).toEqual(menu.categories);
    const noAlcohol = { ...menu, drinks: menu.drinks.filter((drink) => drink.type !== "Alcoólico") };
    expect(applyMenuChange(noAlcohol, { kind: "category-remove", name: "Alcoólico" })?.categories).not.toContain(
      "Alcoólico",
    );
    const hiddenIrish = {
      ...menu,
      drinks: menu.drinks.map((drink) => (drink.id === "Irlandês" ? { ...drink, hidden: true } : drink)),
    };
    expect(applyMenuChange(hiddenIrish, { kind: "category-remove", name: "Alcoólico" })).toBeNull();
    expect(applyMenuChange(menu, { kind: "category-remove", name: "Chá" })).toBeNull();
  });

  it("a menu with a drink of a type it does not list is not saved", () => {
    const stray = {
      ...menu,
      drinks: menu.drinks.map((drink, index) => (index === 0 ? { ...drink, type: "Chá" } : drink)),
    };
    expect(checkMenu(stray)).toEqual({ ok: false, message: "Escolha um tipo do cardápio para Expresso Tradicional." });
  });

  it("a type the menu does not have is refused; so is a category's name taken in any case, or one too many", () => {
    expect(applyMenuChange(menu, { kind: "drink-add", drink: pao })).toBeNull();
    const latte = { ...pao, name: "Latte" };
    expect(applyMenuChange(menu, { kind: "drink", id: "Latte", fields: latte })).toBeNull();
    expect(applyMenuChange(menu, { kind: "category-add", name: "gelado" })).toBeNull();
    const full = { ...menu, categories: Array.from({ length: MENU_LIMITS.categories }, (_, index) => `C${index}`) };
    const change: MenuChange = { kind: "category-add", name: "Doces" };
    expect(applyMenuChange(full, change)).toBeNull();
    expect(changeGoneMessage(change)).toBe(
      "Já existe uma categoria chamada Doces, ou o cardápio já tem 10 categorias.",
    );
  });

  it("its name is said beside the field when empty, odd or too long", () => {
    const form = (name: string) => {
      const data = new FormData();
      data.set("nome-categoria", name);
      return parseCategoryForm(data);
    };
    expect(form("  Bolos e tortas ")).toEqual({ ok: true, value: "Bolos e tortas" });
    // What the form takes, the rules take (CATEGORIES_PATTERN is theirs), the build's four included.
    const rules = new RegExp(`^${CATEGORIES_PATTERN}$`, "u");
    const taken = ["Bolos e tortas", "Doces", "x".repeat(MENU_LIMITS.categoryNameLength)];
    expect(taken.map(form).every((parsed) => parsed.ok)).toBe(true);
    expect(rules.test([...catalogueMenu().categories, ...taken].join("\u001f"))).toBe(true);
    expect(rules.test("Doces|.*")).toBe(false);
    expect(form("")).toMatchObject({ fieldErrors: { "nome-categoria": "Informe o nome da categoria." } });
    for (const odd of ["Doces|.*", "x".repeat(MENU_LIMITS.categoryNameLength + 1)]) {
      expect(form(odd)).toMatchObject({
        fieldErrors: { "nome-categoria": "Use letras, números e espaços, até 30 caracteres." },
      });
    }
  });
});

describe("renaming a drink", () => {
  const menu = catalogueMenu();
  const capuccino = menu.drinks.find((drink) => drink.id === "Capuccino");
  const fields = { name: "Cappuccino", type: "Especial", price: 11.9, details: "Espuma.", ingredients: ["Café"] };

  it("changes its name, never its id: its page, carts and orders keep naming it as before", () => {
    const next = applyMenuChange(menu, { kind: "drink", id: "Capuccino", fields });
    expect(next?.drinks.find((drink) => drink.id === "Capuccino")).toMatchObject({
      id: "Capuccino",
      name: "Cappuccino",
    });
    expect(checkMenu(next ?? menu)).toEqual(checkMenu(menu));
    expect(capuccino?.name).toBe("Capuccino");
  });

  it("refuses another drink's name or id, in any case, said beside Nome; its own name again is no change", () => {
    const taken: MenuChange = { kind: "drink", id: "Capuccino", fields: { ...fields, name: "latte" } };
    expect(applyMenuChange(menu, taken)).toBeNull();
    expect(takenNameMessage(menu, taken)).toBe("Já existe um café chamado latte.");
    const renamedLatte = applyMenuChange(menu, {
      kind: "drink",
      id: "Latte",
      fields: { ...fields, name: "Latte da casa" },
    });
    // "Latte" is still the Latte's id: no other drink may take it.
    const onLatteId: MenuChange = { kind: "drink", id: "Capuccino", fields: { ...fields, name: "Latte" } };
    expect(applyMenuChange(renamedLatte ?? menu, onLatteId)).toBeNull();
    const same: MenuChange = { kind: "drink", id: "Capuccino", fields: { ...fields, name: "Capuccino" } };
    expect(applyMenuChange(menu, same)).not.toBeNull();
    expect(takenNameMessage(menu, same)).toBeNull();
  });
});

describe("renaming an option", () => {
  const menu = catalogueMenu();
  const oat: MenuChange = { kind: "choice-rename", group: "Leite", name: "Vegetal de aveia", label: "Leite de aveia" };
  const milkChoices = (next: typeof menu | null) =>
    (next?.groups ?? []).filter((group) => group.name === "Leite").map((group) => group.choices);

  it("names it anew in every group of that name, its id kept: the rules' pattern does not change", () => {
    const next = applyMenuChange(menu, oat);
    const renamed = milkChoices(next).map((choices) => choices.find((choice) => choice.name === "Vegetal de aveia"));
    expect(renamed.length).toBeGreaterThan(1);
    for (const choice of renamed) expect(choice).toMatchObject({ name: "Vegetal de aveia", label: "Leite de aveia" });
    expect(checkMenu(next ?? menu)).toEqual(checkMenu(menu));
  });

  it("its own id again takes the new name away", () => {
    const next = applyMenuChange(menu, oat) ?? menu;
    const back = applyMenuChange(next, { ...oat, label: "Vegetal de aveia" });
    expect(back).toEqual(menu);
  });

  it("refuses another choice's name or new name, in any case, and a choice the group does not have", () => {
    expect(applyMenuChange(menu, { ...oat, label: "integral" })).toBeNull();
    const next = applyMenuChange(menu, oat) ?? menu;
    expect(applyMenuChange(next, { ...oat, name: "Integral", label: "leite de aveia" })).toBeNull();
    expect(
      applyMenuChange(next, { kind: "choice-add", choice: { group: "Leite", name: "Leite de aveia", price: 1 } }),
    ).toBeNull();
    expect(applyMenuChange(menu, { ...oat, name: "Chá" })).toBeNull();
    expect(changeGoneMessage(oat)).toBe(
      "Leite já tem uma opção chamada Leite de aveia, ou esta opção não está mais no cardápio.",
    );
  });

  it("its new name is said beside the field when empty or odd", () => {
    const form = (label: string) => {
      const data = new FormData();
      data.set("grupo", "Leite");
      data.set("opcao", "Vegetal de aveia");
      data.set("novo-nome", label);
      return parseChoiceRenameForm(data);
    };
    expect(form(" Leite de aveia ")).toEqual({
      ok: true,
      value: { group: "Leite", name: "Vegetal de aveia", label: "Leite de aveia" },
    });
    expect(form("")).toMatchObject({ fieldErrors: { "novo-nome": "Informe o nome da opção." } });
    expect(form("Aveia|.*")).toMatchObject({
      fieldErrors: { "novo-nome": "Use letras, números e espaços, até 60 caracteres." },
    });
  });
});
