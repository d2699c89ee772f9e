import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  isRouteErrorResponse,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { FavoriteButton } from "~/components/FavoriteButton";
import { readFavoritesOf, resolveAuthState, signedInUser } from "~/lib/account";
import { ProductChoices } from "~/lib/cart/ui";
import {
  drinkName,
  findProduct,
  formatBRL,
  imageSrc,
  isHidden,
  NOT_SOLD_NOW,
  optionGroupsOf,
  productImageSize,
  productPath,
} from "~/lib/catalogue";
import { menuOnDevice } from "~/lib/menu";
import { importWhenReachable } from "~/lib/platform";
import {
  canonicalLink,
  noindex,
  productShareImageAlt,
  productStructuredData,
  shareImagePath,
  shop,
  siteUrl,
  socialMeta,
} from "~/lib/shop";
import { useShopSettings } from "~/root-data";
import { BackButton } from "~/routes/product.$description/BackButton";

import * as styles from "./product.css";

export const meta: MetaFunction = ({ params }) => {
  const product = findProduct(params.description ?? "");
  return product
    ? [
        { title: `${drinkName(product.description)} — ${shop.name}` },
        { name: "description", content: product.details },
        canonicalLink(siteUrl, productPath(product)),
        ...socialMeta(siteUrl, shop.name, {
          title: `${drinkName(product.description)} — ${formatBRL(product.price)}`,
          description: product.details,
          path: productPath(product),
          image: shareImagePath(product),
          imageAlt: productShareImageAlt(product),
          type: "product",
        }),
        productStructuredData(product, siteUrl, shop.name),
      ]
    : [{ title: `Produto não encontrado — ${shop.name}` }, noindex];
};

function productOf(params: LoaderFunctionArgs["params"]) {
  const product = findProduct(params.description ?? "");
  if (!product) throw new Response("Produto não encontrado", { status: 404, statusText: "Not Found" });
  return product;
}

/** The groups travel in the page's data, so its script does not carry every product's. */
export function loader({ params }: LoaderFunctionArgs) {
  const product = productOf(params);
  return { product, groups: optionGroupsOf(product), favorite: false, hidden: false };
}

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const [favorites, options] = await Promise.all([
    resolveAuthState().then((auth) => readFavoritesOf(signedInUser(auth))),
    importWhenReachable(() => import("~/lib/catalogue/catalogue-options")),
    menuOnDevice(),
  ]);
  const product = productOf(params);
  return {
    product,
    groups: options.optionGroupsOf(product),
    favorite: favorites.includes(product.description),
    hidden: isHidden(product.description),
  };
}

export default function ProductPage() {
  const { product, groups, favorite, hidden } = useLoaderData<typeof clientLoader>();
  const soldOut = useShopSettings()?.soldOut.includes(product.description) ?? false;
  return (
    <article className={styles.page}>
      <BackButton />
      <div className={styles.layout}>
        <img
          className={styles.art}
          src={imageSrc(product)}
          alt=""
          width={productImageSize.width * 2}
          height={productImageSize.height * 2}
        />
        <div className={styles.info}>
          <span className={styles.type}>{product.type}</span>
          <h1 className={styles.title}>{drinkName(product.description)}</h1>
          <p className={styles.details}>{product.details}</p>
          <ProductChoices
            product={product}
            groups={groups}
            soldOut={soldOut || hidden}
            unavailableText={hidden ? NOT_SOLD_NOW : undefined}
          >
            <FavoriteButton
              description={product.description}
              name={drinkName(product.description)}
              favorite={favorite}
            />
          </ProductChoices>
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="Produto não encontrado" detail="Esse café não está no nosso cardápio." />;
  }
  throw error;
}
