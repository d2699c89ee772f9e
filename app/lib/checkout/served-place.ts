import type { DeliveryArea } from "~/lib/shop";

/** What a typed address starts from when the CEP lookup fails: the shop's own state, and its one city if one. */
interface ServedPlace {
  /** The cities the shop delivers to, each once, as staff wrote them: offered to the "Cidade" field. */
  cities: string[];
  /** The one city served, else empty: the shopper types or picks it. */
  cidade: string;
  uf: string;
}

export function servedPlace(areas: readonly Pick<DeliveryArea, "city">[], shopState: string): ServedPlace {
  const cities: string[] = [];
  for (const { city } of areas) {
    const name = city.trim();
    if (name && !cities.some((known) => known.toLocaleLowerCase("pt-BR") === name.toLocaleLowerCase("pt-BR")))
      cities.push(name);
  }
  return { cities, cidade: cities.length === 1 ? (cities[0] ?? "") : "", uf: cities.length > 0 ? shopState : "" };
}
