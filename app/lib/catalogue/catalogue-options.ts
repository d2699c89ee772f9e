/** Apart from catalogue.ts so the first load of / does not carry the options (decision 0019). */
import { catalogue, GLUTEN_TRACES, LACTOSE, MILK, type Product } from "./catalogue";
import type { OptionGroup, ProductOption } from "./options";

const size: OptionGroup = {
  name: "Tamanho",
  required: true,
  max: 1,
  options: [
    { name: "Pequeno", price: 0 },
    { name: "Médio", price: 2 },
    { name: "Grande", price: 4 },
  ],
};

/** Lactose-free and oat take the lactose and milk notes away only when this milk is their one source. */
function milk(milkIngredients: readonly string[], onlySource: boolean): OptionGroup {
  const lactoseFree: ProductOption = { name: "Sem lactose", price: 1.5, ...(onlySource ? { removes: [LACTOSE] } : {}) };
  const oat: ProductOption = {
    name: "Vegetal de aveia",
    price: 3,
    removes: [...milkIngredients, ...(onlySource ? [MILK, LACTOSE] : [])],
    adds: ["Bebida vegetal de aveia", GLUTEN_TRACES],
  };
  return { name: "Leite", required: true, max: 1, options: [{ name: "Integral", price: 0 }, lactoseFree, oat] };
}

const addOns: OptionGroup = {
  name: "Adicionais",
  required: false,
  max: 3,
  options: [
    { name: "Dose extra de expresso", price: 3 },
    { name: "Chantilly", price: 2, adds: [MILK, LACTOSE] },
    { name: "Calda de caramelo", price: 1.5 },
  ],
};

const sugar: OptionGroup = {
  name: "Açúcar",
  required: false,
  max: 1,
  options: [
    { name: "Com açúcar", price: 0 },
    { name: "Sem açúcar", price: 0 },
    { name: "Adoçante", price: 0 },
  ],
};

/** In the order the page shows them and the order document writes them. */
const groupsByProduct: Readonly<Record<string, readonly OptionGroup[]>> = {
  "Expresso Tradicional": [size, sugar],
  "Expresso Americano": [size, sugar],
  "Expresso Cremoso": [size],
  "Café com Leite": [size, milk(["Leite vaporizado (80 ml)"], true), addOns, sugar],
  Latte: [size, milk(["Leite vaporizado (150 ml)", "Espuma de leite"], true), addOns, sugar],
  "Expresso Gelado": [addOns, sugar],
  "Cold Brew": [addOns, sugar],
  // Its chantili stays whatever the milk: still milk and lactose.
  "Frappé de Caramelo": [milk(["Leite (100 ml)"], false), addOns],
  Capuccino: [size, milk(["Leite vaporizado (50 ml)", "Espuma de leite"], true), addOns, sugar],
  Macchiato: [size, milk(["Espuma de leite"], true), addOns, sugar],
  // Its chocolate may hold milk: the milk and lactose notes stay.
  Mocaccino: [size, milk(["Leite vaporizado (100 ml)"], false), addOns, sugar],
  Árabe: [size],
  Cubano: [sugar],
  Irlandês: [size],
};

/** The Dono's menu's groups once this device knows it (app/lib/menu applies them). */
let liveGroups: ReadonlyMap<string, readonly OptionGroup[]> | null = null;

export function applyLiveOptionGroups(groups: ReadonlyMap<string, readonly OptionGroup[]> | null): void {
  liveGroups = groups;
}

export function optionGroupsOf(product: Pick<Product, "description">): readonly OptionGroup[] {
  const description = product.description.normalize("NFC");
  return (liveGroups ? liveGroups.get(description) : groupsByProduct[description]) ?? [];
}

/** The build's catalogue: the first menu, and the rules' facts. */
export function catalogueWithOptions(): { product: Product; groups: readonly OptionGroup[] }[] {
  return catalogue.map((product) => ({ product, groups: groupsByProduct[product.description] ?? [] }));
}
