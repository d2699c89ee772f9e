import "~/styles/global.css";

import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from "react";

import { AccountControl } from "~/components/AccountControl";
import { ErrorPage } from "~/components/ErrorPage";
import { Header } from "~/components/Header";
import { getAuthState, subscribeToAuth } from "~/lib/account";
import { startAuthWhenIdle } from "~/lib/account/start-auth.client";
import { readCart, storedCartCount } from "~/lib/cart";
import { inboxConfig } from "~/lib/inbox";
import { hasStoredOrders } from "~/lib/orders";
import {
  changeNeedsRevalidation,
  locationRendered,
  revalidateWhenIdle,
  RouteModuleLoadError,
  subscribeToStorage,
} from "~/lib/platform";
import { retryPageLoad } from "~/lib/platform/route-module-guard.client";
import { whenIdle } from "~/lib/platform/when-idle.client";
import { readShopSettings, shop } from "~/lib/shop";
import type { RootData } from "~/root-data";
import { palette } from "~/styles/palette";

import * as styles from "./root.css";

/** The app shell's title (404.html renders the root alone); every page names itself. */
export const meta: MetaFunction = () => [{ title: shop.name }];

export const links = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * The prerendered HTML's data: an empty cart, sign-in not known yet. Without a server loader
 * Remix would render every page from the HydrateFallback below; the shopper's own data comes with
 * the revalidation after hydration (useLoadStorageAfterHydration).
 */
export function loader(): RootData {
  // The shop's settings are the defaults here (useShopSettings): nothing to carry in every page's HTML.
  return { cartCount: 0, auth: { status: "unknown" } };
}

export async function clientLoader(): Promise<RootData> {
  const [cart, shopSettings] = await Promise.all([readCart(), readShopSettings()]);
  // null: no settings seen yet, the defaults (app/lib/shop/shop-settings.ts) stand.
  return { cartCount: storedCartCount(cart), auth: getAuthState(), shopSettings };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.brand} />
        {/* Filled by the post-build (scripts/route-preload.ts): ahead of the stylesheet, the page's own chunks start loading while the HTML is parsed. */}
        <script async data-route-preload="" />
        {/* Filled on the home page by the post-build (scripts/first-paint-script.ts): the URL's filter on the first paint, before the stylesheet so it never waits for it. Empty elsewhere; React neither compares nor rewrites an unchanged dangerouslySetInnerHTML. */}
        <script data-first-paint="" dangerouslySetInnerHTML={{ __html: "" }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#conteudo" className={styles.skipLink}>
          Pular para o conteúdo
        </a>
        <Header
          cartCount={data?.cartCount ?? 0}
          accountSlot={<AccountControl auth={data?.auth ?? { status: "unknown" }} />}
        />
        <ShopStatusRegion />
        <main id="conteudo" className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          {shop.name} · {shop.city} · {shop.pixKey ? "Pix ou pagamento na entrega" : "Pagamento na entrega"}
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const ShopStatus = lazy(() => import("~/components/ShopStatus").then((module) => ({ default: module.ShopStatus })));

/**
 * A live region on every page that says "Loja fechada" while the shop takes no orders; what fills
 * it (and keeps the settings fresh) comes when the page is idle.
 */
function ShopStatusRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return (
    <div role="status" className={styles.shopStatus}>
      {wanted ? (
        <Suspense fallback={null}>
          <ShopStatus />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The HTML was rendered at build time with nobody's storage: once hydrated, every loader of the
 * page runs in the browser (clientLoaders only, so no request) and the badge, hearts and the URL's
 * filters fill in the boxes the HTML already holds.
 */
function useLoadStorageAfterHydration() {
  useEffect(revalidateWhenIdle, []);
}

/**
 * Every write through the storage gateway, here or in another tab, reloads the loaders' data, once
 * nothing is under way: a form's submission revalidates by itself when its action ends, and one
 * started meanwhile would lose the action's answer or the redirect it asks for.
 */
function useRevalidateOnStorageChange() {
  useEffect(
    () =>
      subscribeToStorage((key) => {
        if (changeNeedsRevalidation(key)) revalidateWhenIdle();
      }),
    [],
  );
}

/** Sign-in state changes (sign-in, sign-out, another tab) reload the loaders too; Firebase starts when idle. */
function useRevalidateOnAuthChange() {
  useEffect(() => {
    const unsubscribe = subscribeToAuth(revalidateWhenIdle);
    const cancelStart = startAuthWhenIdle();
    return () => {
      unsubscribe();
      cancelStart();
    };
  }, []);
}

/**
 * Orders the shop's inbox does not have yet are sent when the page is idle, when a new order is
 * stored and when the connection returns. Nothing loads while nothing is stored.
 */
function useOutbox() {
  useEffect(() => {
    if (inboxConfig.mode === "disabled") return;
    const flush = () => {
      if (!hasStoredOrders()) return;
      import("~/lib/inbox/outbox.client").then(
        (outbox) => outbox.flushOutbox(),
        // Offline before the outbox's code was ever loaded: the next "online" tries again.
        (error: unknown) => console.warn("The outbox could not load:", error),
      );
    };
    const cancelIdle = whenIdle(flush);
    const unsubscribe = subscribeToStorage((key) => {
      if (key === "orders" || key === null) flush();
    });
    window.addEventListener("online", flush);
    return () => {
      cancelIdle();
      unsubscribe();
      window.removeEventListener("online", flush);
    };
  }, []);
}

/** The build's server render has no layout, and React warns about a layout effect there. */
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Tells revalidateWhenIdle the page shows this location: one started before the new page is drawn
 * would save the old page's scroll position as the new one's. Pages jump, never glide: a glide cut
 * short by layout work (a revalidation, the page's own render) left a new page halfway down.
 */
function useLocationRendered() {
  const { key } = useLocation();
  useClientLayoutEffect(() => locationRendered(key), [key]);
}

const UpdatePrompt = lazy(() =>
  import("~/components/UpdatePrompt").then((module) => ({ default: module.UpdatePrompt })),
);

/** The service worker and its update prompt are not needed for the first render: they come when idle. */
function LazyUpdatePrompt() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

export default function App() {
  useLoadStorageAfterHydration();
  useRevalidateOnStorageChange();
  useRevalidateOnAuthChange();
  useOutbox();
  useLocationRendered();
  return (
    <>
      <Outlet />
      <LazyUpdatePrompt />
    </>
  );
}

export function HydrateFallback() {
  return (
    <p aria-busy="true" className={styles.loading}>
      Carregando…
    </p>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        title={`${error.status} ${error.statusText}`.trim()}
        detail={typeof error.data === "string" ? error.data : undefined}
      />
    );
  }
  if (error instanceof RouteModuleLoadError) {
    return <ErrorPage title="Algo deu errado" detail={error.message} onRetry={retryPageLoad} />;
  }
  const message = error instanceof Error ? error.message : "Erro desconhecido.";
  return <ErrorPage title="Algo deu errado" detail={message} />;
}
