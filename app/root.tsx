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
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from "react";

import { ErrorPage } from "~/components/ErrorPage";
import { Header } from "~/components/Header";
import { resolveAuthState, subscribeToAuth } from "~/lib/account";
import { startAuthWhenUnknown } from "~/lib/account/start-auth.client";
import { AccountControl } from "~/lib/account/ui";
import { readCart, storedCartCount } from "~/lib/cart";
import { inboxConfig } from "~/lib/firestore";
import { hasStoredOrders } from "~/lib/orders";
import {
  changeNeedsRevalidation,
  errorPageText,
  importWhenReachable,
  lazyComponent,
  locationRendered,
  readRaw,
  revalidateWhenIdle,
  subscribeToChunkWaits,
  subscribeToStorage,
} from "~/lib/platform";
import { retryPageLoad } from "~/lib/platform/route-module-guard.client";
import { nextTask, whenIdle } from "~/lib/platform/when-idle.client";
import { readShopSettings, shop, type ShopSettings } from "~/lib/shop";
import type { RootData } from "~/root-data";
import { palette } from "~/styles/palette";

import * as styles from "./root.css";

/** 404.html renders the root alone; every page names itself. */
export const meta: MetaFunction = () => [{ title: shop.name }];

export const links = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/** Without a server loader Remix would prerender every page as the HydrateFallback. */
export function loader(): RootData {
  return { cartCount: 0, auth: { status: "unknown" } };
}

export async function clientLoader(): Promise<RootData> {
  const [cart, shopSettings, auth] = await Promise.all([readCart(), readShopSettings(), resolveAuthState()]);
  return { cartCount: storedCartCount(cart), auth, shopSettings };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.brand} />
        {/* Filled by scripts/route-preload.ts; ahead of the stylesheet so the chunks load during parsing. */}
        <script async data-route-preload="" />
        {/* Filled on the home page by scripts/first-paint-script.ts; React leaves an unchanged __html alone. */}
        <script data-first-paint="" dangerouslySetInnerHTML={{ __html: "" }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#conteudo" className={styles.skipLink}>
          Pular para o conteúdo
        </a>
        <Header
          shopName={shop.name}
          city={shop.city}
          cartCount={data?.cartCount ?? 0}
          accountSlot={<AccountControl auth={data?.auth ?? { status: "unknown" }} />}
        />
        <ShopStatusRegion settings={data?.shopSettings ?? null} />
        <TableModeRegion />
        <main id="conteudo" className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          <ShopFooterRegion settings={data?.shopSettings ?? null} />
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

const TableModeNote = lazyComponent(() => import("~/lib/tables/ui").then((module) => module.TableModeNote));

/** Loaded only when the visit was opened from a table's QR code. */
function TableModeRegion() {
  const { search } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (search.includes("mesa=") || readRaw("tableMode", "session") !== null) setWanted(true);
  }, [search]);
  return wanted ? (
    <Suspense fallback={null}>
      <TableModeNote />
    </Suspense>
  ) : null;
}

const ShopStatus = lazyComponent(() => import("~/lib/settings/ShopStatus").then((module) => module.ShopStatus));

const ShopFooter = lazyComponent(() => import("~/lib/settings/ShopFooter").then((module) => module.ShopFooter));

/** The build's line first; "Dados da loja" when the page is idle. */
function ShopFooterRegion({ settings }: { settings: ShopSettings | null }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const line = `${shop.name} · ${shop.city} · ${shop.pixKey ? "Pix ou pagamento na entrega" : "Pagamento na entrega"}`;
  return wanted ? (
    <Suspense fallback={line}>
      <ShopFooter settings={settings} />
    </Suspense>
  ) : (
    line
  );
}

/** Says what waits for the connection: a part of the page, a link or a form whose code never arrived. */
function ChunkWaitNote() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => subscribeToChunkWaits(setWaiting), []);
  return waiting ? (
    <p className={styles.waitNote}>Sem conexão: esta parte da página abre assim que a conexão voltar.</p>
  ) : null;
}

/** The live region is in the HTML from the start, so what fills it later is announced. */
function ShopStatusRegion({ settings }: { settings: ShopSettings | null }) {
  const [wanted, setWanted] = useState(false);
  const home = useLocation().pathname === "/";
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return (
    <div role="status" className={home ? styles.shopStatusHome : styles.shopStatus}>
      <ChunkWaitNote />
      {wanted ? (
        <Suspense fallback={null}>
          <ShopStatus settings={settings} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The HTML was prerendered with nobody's storage: the clientLoaders run once hydrated. */
function useLoadStorageAfterHydration() {
  useEffect(() => {
    let cancelled = false;
    // A task of its own: with the hydration's effects, starting the loaders made one long task.
    void nextTask().then(() => {
      if (!cancelled) revalidateWhenIdle();
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

/** Once nothing is under way: a revalidation during a submission would lose the action's answer or redirect. */
function useRevalidateOnStorageChange() {
  useEffect(
    () =>
      subscribeToStorage((key) => {
        if (changeNeedsRevalidation(key)) revalidateWhenIdle();
      }),
    [],
  );
}

function useRevalidateOnAuthChange() {
  useEffect(() => {
    const unsubscribe = subscribeToAuth(revalidateWhenIdle);
    const cancelStart = startAuthWhenUnknown();
    return () => {
      unsubscribe();
      cancelStart();
    };
  }, []);
}

function useOutbox() {
  useEffect(() => {
    if (inboxConfig.mode === "disabled") return;
    const flush = () => {
      if (!hasStoredOrders()) return;
      // Offline before the outbox's chunk ever loaded, it loads and sends when the connection returns.
      importWhenReachable(() => import("~/lib/orders/outbox.client")).then(
        (outbox) => outbox.flushOutbox(),
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

/** React warns about a layout effect in the build's server render. */
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** A revalidation before the new page is drawn would save the old page's scroll position as the new one's. */
function useLocationRendered() {
  const { key } = useLocation();
  useClientLayoutEffect(() => locationRendered(key), [key]);
}

const UpdatePrompt = lazyComponent(() => import("~/components/UpdatePrompt").then((module) => module.UpdatePrompt));

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
  const { title, detail } = errorPageText(error, typeof navigator === "undefined" || navigator.onLine);
  return <ErrorPage title={title} detail={detail} onRetry={retryPageLoad} />;
}
