/** The build's categories: the first menu's, the prerendered chips' and the first paint's. */
export const productTypes = ["Tradicional", "Gelado", "Especial", "Alcoólico"] as const;
export type ProductType = (typeof productTypes)[number];

export interface Product {
  /** The product's identity: also its route parameter and the cart line key; its first name. */
  description: string;
  /** The name the shop shows when the Dono renamed it: `description` stays what carts and orders keep. */
  name?: string;
  /** Its category: one of the build's, or one the Dono made ("Salgados"). */
  type: string;
  price: number;
  /** A shipped drawing's path, or the Dono's photo as the menu names it ("photo:<id>"): what a cart line keeps. */
  image: string;
  /** What to show for `image` when it names a photo: the photo itself once on the device, else its type's drawing. */
  photo?: string;
  details: string;
  ingredients: string[];
  /** Taken off the menu by the Dono: found for its page and a stored line, which say it is not sold now. */
  hidden?: boolean;
}

/** The picture to show: `photo` when the image names one. */
export function imageSrc(product: Pick<Product, "image" | "photo">): string {
  return product.photo ?? product.image;
}

/** Cards and pages reserve it to avoid layout shift. */
export const productImageSize = { width: 120, height: 120 } as const;

export const MILK = "Contém leite e derivados";
/** Milk's sugar: lactose-free milk is still milk, without it (catalogue-options.ts). */
export const LACTOSE = "Contém lactose";
const ALCOHOL = "Contém álcool";
const GLUTEN = "Contém glúten";
export const GLUTEN_TRACES = "Pode conter traços de glúten";
const NUTS = "Pode conter traços de castanhas";

export const catalogue: readonly Product[] = [
  {
    description: "Expresso Tradicional",
    type: "Tradicional",
    price: 6.9,
    image: "/coffees/expresso-tradicional.svg",
    details: "O clássico encorpado, extraído na hora com grãos torrados aqui em Pernambuco.",
    ingredients: ["Café expresso (50 ml)"],
  },
  {
    description: "Expresso Americano",
    type: "Tradicional",
    price: 7.5,
    image: "/coffees/expresso-americano.svg",
    details: "Expresso diluído em água quente, suave e aromático para acompanhar a conversa.",
    ingredients: ["Café expresso (50 ml)", "Água quente (100 ml)"],
  },
  {
    description: "Expresso Cremoso",
    type: "Tradicional",
    price: 8.5,
    image: "/coffees/expresso-cremoso.svg",
    details: "Expresso com uma crema dourada e aveludada que abraça o paladar.",
    ingredients: ["Café expresso (50 ml)", "Açúcar batido com café"],
  },
  {
    description: "Café com Leite",
    type: "Tradicional",
    price: 8.9,
    image: "/coffees/cafe-com-leite.svg",
    details: "Meio a meio de expresso e leite vaporizado, o sabor do café da manhã de casa.",
    ingredients: ["Café expresso (80 ml)", "Leite vaporizado (80 ml)", MILK, LACTOSE],
  },
  {
    description: "Latte",
    type: "Tradicional",
    price: 12.5,
    image: "/coffees/latte.svg",
    details: "Uma dose de expresso com o dobro de leite vaporizado e uma leve espuma cremosa.",
    ingredients: ["Café expresso (50 ml)", "Leite vaporizado (150 ml)", "Espuma de leite", MILK, LACTOSE],
  },
  {
    description: "Expresso Gelado",
    type: "Gelado",
    price: 9.9,
    image: "/coffees/expresso-gelado.svg",
    details: "Expresso servido sobre bastante gelo, perfeito para as tardes quentes do Recife.",
    ingredients: ["Café expresso (80 ml)", "Gelo"],
  },
  {
    description: "Cold Brew",
    type: "Gelado",
    price: 13.9,
    image: "/coffees/cold-brew.svg",
    details: "Café extraído a frio por 18 horas: suave, pouco ácido e naturalmente adocicado.",
    ingredients: ["Café extraído a frio (200 ml)", "Gelo"],
  },
  {
    description: "Frappé de Caramelo",
    type: "Gelado",
    price: 15.9,
    image: "/coffees/frappe-de-caramelo.svg",
    details: "Café batido com gelo, calda de caramelo e chantili, uma sobremesa no copo.",
    ingredients: ["Café expresso (50 ml)", "Gelo", "Leite (100 ml)", "Calda de caramelo", "Chantili", MILK, LACTOSE],
  },
  {
    description: "Capuccino",
    type: "Especial",
    price: 11.9,
    image: "/coffees/capuccino.svg",
    details: "Expresso, leite vaporizado e espuma em partes iguais, com um toque de canela.",
    ingredients: [
      "Café expresso (50 ml)",
      "Leite vaporizado (50 ml)",
      "Espuma de leite",
      "Canela em pó",
      MILK,
      LACTOSE,
    ],
  },
  {
    description: "Macchiato",
    type: "Especial",
    price: 10.9,
    image: "/coffees/macchiato.svg",
    details: "Expresso marcado por uma colherada de espuma de leite, intenso e delicado.",
    ingredients: ["Café expresso (50 ml)", "Espuma de leite", MILK, LACTOSE],
  },
  {
    description: "Mocaccino",
    type: "Especial",
    price: 13.5,
    image: "/coffees/mocaccino.svg",
    details: "Expresso com chocolate meio amargo e leite vaporizado, para quem ama os dois.",
    ingredients: ["Café expresso (50 ml)", "Calda de chocolate", "Leite vaporizado (100 ml)", MILK, LACTOSE, NUTS],
  },
  {
    description: "Árabe",
    type: "Especial",
    price: 14.9,
    image: "/coffees/arabe.svg",
    details: "Café moído bem fino e preparado com cardamomo, perfumado como manda a tradição.",
    ingredients: ["Café moído fino (150 ml)", "Cardamomo", "Açúcar"],
  },
  {
    description: "Cubano",
    type: "Alcoólico",
    price: 18.9,
    image: "/coffees/cubano.svg",
    details: "Expresso gelado com rum, creme de leite e hortelã: um drinque para brindar.",
    ingredients: ["Café expresso (50 ml)", "Rum (30 ml)", "Creme de leite", "Hortelã", "Gelo", MILK, LACTOSE, ALCOHOL],
  },
  {
    description: "Irlandês",
    type: "Alcoólico",
    price: 22.9,
    image: "/coffees/irlandes.svg",
    details: "Café quente com uísque irlandês, açúcar mascavo e chantili por cima.",
    ingredients: [
      "Café coado (120 ml)",
      "Uísque irlandês (40 ml)",
      "Açúcar mascavo",
      "Chantili",
      MILK,
      LACTOSE,
      ALCOHOL,
      GLUTEN,
    ],
  },
];

/** The Dono's menu once this device knows it (app/lib/menu applies it); the build's catalogue until then. */
let liveProducts: readonly Product[] | null = null;
let liveCategories: readonly string[] | null = null;

// Built on first use, so a bundle that needs only the types (the first paint's script) leaves the catalogue out.
let byDescription: Map<string, Product> | undefined;

/** null: the build's catalogue again. */
export function applyLiveProducts(
  products: readonly Product[] | null,
  categories: readonly string[] | null = null,
): void {
  liveProducts = products;
  liveCategories = products ? categories : null;
  byDescription = undefined;
}

/** The menu's categories in the Dono's order, those with a drink the shop shows: the home's chips. */
export function shownCategories(): readonly string[] {
  if (!liveCategories) return productTypes;
  const shown = new Set(shownProducts().map((product) => product.type));
  return liveCategories.filter((category) => shown.has(category));
}

/** The list the shop shows, in the Dono's order. */
export function shownProducts(): readonly Product[] {
  return liveProducts?.filter((product) => !product.hidden) ?? catalogue;
}

/** In any Unicode spelling: "Irlande\u0302s" (ê decomposed) is Irlandês. */
export function findProduct(description: string): Product | undefined {
  byDescription ??= new Map(
    (liveProducts ?? catalogue).map((product) => [product.description.normalize("NFC"), product]),
  );
  return byDescription.get(description.normalize("NFC"));
}

/** A drink by the name the shop gives it now: a stored line's, an order's, a favourite's. */
export function drinkName(description: string): string {
  return findProduct(description)?.name ?? description;
}

/** The Dono's names for renamed choices, by group name and choice id (app/lib/menu applies them). */
let liveChoiceLabels: ReadonlyMap<string, string> = new Map();

export const choiceLabelKey = (group: string, choice: string) => `${group}\u001f${choice}`;

export function applyLiveChoiceLabels(labels: ReadonlyMap<string, string>): void {
  liveChoiceLabels = labels;
}

/** A stored choice as the shop calls it now. */
export function choiceLabel(group: string, choice: string): string {
  return liveChoiceLabels.get(choiceLabelKey(group, choice)) ?? choice;
}

export function productPath(product: Pick<Product, "description">): string {
  return `/product/${encodeURIComponent(product.description)}`;
}
