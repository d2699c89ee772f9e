import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "@remix-run/react";

import { CatalogueFilters } from "~/components/CatalogueFilters";
import { ProductCard } from "~/components/ProductCard";
import { authConfig } from "~/lib/auth/config";
import { signedInUser } from "~/lib/auth/session";
import { catalogue } from "~/lib/catalogue";
import { readFavoritesOf } from "~/lib/favorites";
import { filterProducts, parseCatalogueFilter } from "~/lib/filters";
import { canonicalLink } from "~/lib/seo";
import { shop } from "~/lib/shop";
import { siteUrl } from "~/lib/site";
import { visuallyHidden } from "~/styles/shared.css";

import * as styles from "./_index.css";

export const meta: MetaFunction = () => [
  { title: `${shop.name} — cafés especiais com entrega em ${shop.city}` },
  {
    name: "description",
    content: "Expressos, gelados, especiais e cafés com álcool, entregues quentinhos em Recife. Pague na entrega.",
  },
  canonicalLink(siteUrl, "/"),
];

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const filter = parseCatalogueFilter(new URL(request.url).searchParams);
  const user = signedInUser();
  const favorites = await readFavoritesOf(user);
  return {
    filter,
    favorites,
    products: filterProducts(catalogue, filter, favorites),
    /** Anonymous favourites last the visit: say that signing in keeps them. */
    showFavoritesHint: authConfig.mode !== "disabled" && user === null,
  };
}

const benefits = [
  { text: "Compra simples e segura", tone: "accent" },
  { text: "Embalagem mantém o café intacto", tone: "muted" },
  { text: "Entrega rápida e rastreada", tone: "brand" },
  { text: "Variedade de cafés especiais", tone: "success" },
] as const;

/** How many cards a phone shows before scrolling: those images load eagerly. */
const ABOVE_THE_FOLD = 2;

export default function Home() {
  const { filter, favorites, products, showFavoritesHint } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div>
            <h1 id="hero-title" className={styles.headline}>
              Encontre o café perfeito para qualquer hora do dia
            </h1>
            <p className={styles.lead}>Com a {shop.name} você recebe seu café onde estiver, a qualquer hora.</p>
            <ul className={styles.benefits}>
              {benefits.map((benefit, index) => (
                <li key={benefit.text} className={styles.benefit}>
                  <span className={styles.benefitDot[benefit.tone]} aria-hidden="true">
                    {index + 1}
                  </span>
                  {benefit.text}
                </li>
              ))}
            </ul>
          </div>
          <img className={styles.heroArt} src="/coffees/latte.svg" alt="" width={288} height={288} />
        </div>
      </section>

      <section className={styles.catalogue} aria-labelledby="catalogue-title">
        <div className={styles.catalogueHeader}>
          <h2 id="catalogue-title" className={styles.catalogueTitle}>
            Nossos cafés
          </h2>
          <CatalogueFilters filter={filter} />
        </div>
        {showFavoritesHint ? (
          <p className={styles.hint}>Seus favoritos ficam guardados quando você entra com sua conta Google.</p>
        ) : null}
        <p className={visuallyHidden} role="status">
          {products.length === 1 ? "1 café encontrado" : `${products.length} cafés encontrados`}
        </p>
        {products.length > 0 ? (
          <ul className={styles.grid}>
            {products.map((product, index) => (
              <ProductCard
                key={product.description}
                product={product}
                favorite={favorites.includes(product.description)}
                eager={index < ABOVE_THE_FOLD}
              />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>
              {filter.favoritos && favorites.length === 0
                ? "Você ainda não tem favoritos: toque no coração de um café para guardá-lo aqui."
                : "Nenhum café encontrado com esse filtro."}
            </p>
            <Link to="/" preventScrollReset>
              Ver todos os cafés
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
