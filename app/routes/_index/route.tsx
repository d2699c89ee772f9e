import type { LoaderFunctionArgs } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, Link, type MetaFunction, useLoaderData } from "@remix-run/react";
import { Suspense, useEffect } from "react";

import { authConfig, readFavoritesOf, resolveAuthState, signedInUser } from "~/lib/account";
import {
  type CatalogueFilter,
  clearFirstPaintMarks,
  filterProducts,
  noFavoritesYet,
  parseCatalogueFilter,
  shownCategories,
  shownProducts,
} from "~/lib/catalogue";
import { menuOnDevice } from "~/lib/menu";
import { lazyComponent, readRaw } from "~/lib/platform";
import {
  canonicalLink,
  homeDescription,
  homeShareImageAlt,
  homeShareImagePath,
  shop,
  shopProfile,
  siteUrl,
  socialMeta,
} from "~/lib/shop";
import { CatalogueFilters } from "~/routes/_index/CatalogueFilters";
import { Hero } from "~/routes/_index/Hero";
import { ProductCard } from "~/routes/_index/ProductCard";
import { visuallyHidden } from "~/styles/shared.css";

import * as styles from "./home.css";

const title = `${shop.name} — cafés especiais com entrega em ${shop.city}`;
const description = homeDescription(shopProfile.city, shop.pixKey !== null);

export const meta: MetaFunction = () => [
  { title },
  { name: "description", content: description },
  canonicalLink(siteUrl, "/"),
  ...socialMeta(siteUrl, shop.name, {
    title,
    description,
    path: "/",
    image: homeShareImagePath,
    imageAlt: homeShareImageAlt,
    type: "website",
  }),
  // The shop's structured data is written into the HTML by scripts/shop-structured-data.ts.
];

function homeData(filter: CatalogueFilter, favorites: string[], signedIn: boolean, fromBrowser: boolean) {
  return {
    filter,
    favorites,
    // Names only: the catalogue is in the bundle, and the HTML's data would carry it twice.
    shown: filterProducts(shownProducts(), filter, favorites).map((product) => product.description),
    /** Anonymous favourites last the visit: the hint says that signing in keeps them. */
    showFavoritesHint: authConfig.mode !== "disabled" && !signedIn,
    /** Until then the page shows the first paint's marks (docs/decisions/0011). */
    fromBrowser,
  };
}

export function loader({ request }: LoaderFunctionArgs) {
  return homeData(parseCatalogueFilter(new URL(request.url).searchParams), [], false, false);
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [auth] = await Promise.all([resolveAuthState(), menuOnDevice()]);
  // After the menu: a category of the Dono's is a filter only once the device knows it.
  const filter = parseCatalogueFilter(new URL(request.url).searchParams, shownCategories());
  const user = signedInUser(auth);
  return {
    ...homeData(filter, await readFavoritesOf(user), user !== null, true),
    // A regular: a "Meu de sempre" on this device (an account's comes when Firebase runs); only then its code loads.
    regular: readRaw("usualOrders", "local") !== null,
  };
}

const ABOVE_THE_FOLD = 2;

const UsualOrders = lazyComponent(() => import("./UsualOrders").then((module) => module.default));

/** The marks must not hide a later filter's list; both agree, so this need not run before the paint. */
function useFirstPaintHandover(fromBrowser: boolean) {
  useEffect(() => {
    if (fromBrowser) clearFirstPaintMarks(document.documentElement);
  }, [fromBrowser]);
}

export default function Home() {
  const { filter, favorites, shown, showFavoritesHint, fromBrowser, regular } = useLoaderData<typeof clientLoader>();
  useFirstPaintHandover(fromBrowser);
  // The menu this device keeps is applied by the clientLoader: until it runs (hydration), the build's, as the HTML.
  const products = shownProducts().filter((product) => shown.includes(product.description));
  const noFavorites = noFavoritesYet(filter, favorites);
  return (
    <>
      {regular && (
        <Suspense fallback={null}>
          <UsualOrders />
        </Suspense>
      )}
      <Hero />

      <section className={styles.catalogue} aria-labelledby="catalogue-title">
        <div className={styles.catalogueHeader}>
          <h2 id="catalogue-title" className={styles.catalogueTitle}>
            Nossos cafés
          </h2>
          <CatalogueFilters filter={filter} categories={shownCategories()} ready={fromBrowser} />
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
        ) : null}
        {/* Always in the HTML, messages in this order (home.css.ts): the first paint may need it. */}
        <div className={styles.empty} hidden={products.length > 0}>
          <p hidden={!noFavorites}>Você ainda não tem favoritos: toque no coração de um café para guardá-lo aqui.</p>
          <p hidden={noFavorites}>Nenhum café encontrado com esse filtro.</p>
          <Link to="/" preventScrollReset className={styles.emptyAction}>
            Ver todos os cafés
          </Link>
        </div>
      </section>
    </>
  );
}
