import { useFetchers } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

import { formatBRL } from "~/lib/catalogue";
import { type MenuDrink, pictureOf } from "~/lib/menu";
import { useActionFetcher } from "~/lib/platform";
import { changedByOtherText, groupChecks, type ShopChangeData, useMenuPhotos, useSavedMenu } from "~/lib/staff";
import { alert, button } from "~/styles/shared.css";

import { MenuCategories } from "./MenuCategories";
import { DrinkEditor, newDrink } from "./MenuDrinkEditor";
import { MenuOptions } from "./MenuOptions";
import * as styles from "./MenuPanel.css";
import { type OnSaved, useReportSaved } from "./useReportSaved";

function DrinkRow({
  drink,
  groups,
  categories,
  picture,
  first,
  last,
  version,
  onSaved,
}: {
  drink: MenuDrink;
  groups: readonly { name: string; checked: boolean }[];
  categories: readonly string[];
  picture: string;
  first: boolean;
  last: boolean;
  version: string | null;
  onSaved: OnSaved;
}) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`menu-row:${drink.id}`);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const saved = (data: ShopChangeData) => {
    onSaved(data);
    setNotice(data && "notice" in data ? data.notice : "Salvo.");
  };
  useReportSaved(fetcher, saved);
  const close = () => {
    setEditing(false);
    edit.current?.focus();
  };
  const busy = fetcher.state !== "idle";
  const send = (fields: Record<string, string>) => {
    setNotice(null);
    fetcher.submit({ id: drink.id, versao: version ?? "", ...fields }, { method: "post" });
  };
  return (
    <li className={styles.drink}>
      <img className={styles.art} src={picture} alt="" width={48} height={48} loading="lazy" />
      <div>
        <h3 id={nameId} className={styles.name}>
          {drink.name}
        </h3>
        <p className={styles.facts}>
          {drink.type} · {formatBRL(drink.price)}
          {drink.hidden ? <span className={styles.hiddenTag}> · Oculto da loja</span> : null}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          ref={edit}
          type="button"
          className={button.secondary}
          aria-expanded={editing}
          aria-describedby={nameId}
          onClick={() => setEditing(!editing)}
        >
          Editar
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => send({ intent: "menu-visibility", hidden: String(!drink.hidden) })}
        >
          {drink.hidden ? "Mostrar" : "Ocultar"}
        </button>
        <button
          type="button"
          className={button.ghost}
          aria-label={`Subir ${drink.name}`}
          disabled={busy || first}
          onClick={() => send({ intent: "menu-move", by: "-1" })}
        >
          Subir
        </button>
        <button
          type="button"
          className={button.ghost}
          aria-label={`Descer ${drink.name}`}
          disabled={busy || last}
          onClick={() => send({ intent: "menu-move", by: "1" })}
        >
          Descer
        </button>
      </div>
      {editing ? (
        <DrinkEditor
          drink={drink}
          groups={groups}
          categories={categories}
          picture={picture}
          version={version}
          onSaved={saved}
          onClose={close}
        />
      ) : null}
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {busy ? "Salvando…" : (error ?? notice ?? "")}
      </p>
    </li>
  );
}

/** "Adicionar café": a drink at the list's end, shown at once, with its type's drawing and no options. */
function AddDrink({
  groups,
  categories,
  version,
  onSaved,
}: {
  groups: readonly { name: string; checked: boolean }[];
  categories: readonly string[];
  version: string | null;
  onSaved: OnSaved;
}) {
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const open = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAdding(false);
    open.current?.focus();
  };
  return (
    <div className={styles.add}>
      <button
        ref={open}
        type="button"
        className={button.primary}
        aria-expanded={adding}
        onClick={() => {
          setNotice(null);
          setAdding(!adding);
        }}
      >
        Adicionar café
      </button>
      {adding ? (
        <DrinkEditor
          drink={newDrink}
          groups={groups}
          categories={categories}
          adding
          version={version}
          onSaved={(data) => {
            onSaved(data);
            setNotice("Café adicionado ao fim da lista. A loja já mostra.");
          }}
          onClose={close}
        />
      ) : null}
      <p role="status" className={styles.hint}>
        {notice ?? ""}
      </p>
    </div>
  );
}

/** "Cardápio": the Dono's drinks, prices and order, as the shop shows and charges them from the next read. */
export function MenuPanel() {
  const live = useSavedMenu();
  const [own, setOwn] = useState<readonly string[]>([]);
  const [firstSeen, setFirstSeen] = useState<string | null | undefined>(undefined);
  const saved = live.status === "ready" ? live.value : null;
  const version = saved?.version ?? null;
  const photos = useMenuPhotos(saved?.menu ?? null);
  useEffect(() => {
    if (live.status === "ready" && firstSeen === undefined) setFirstSeen(version);
  }, [live.status, firstSeen, version]);
  const onSaved = (data: ShopChangeData) => {
    if (data && "menuVersion" in data && data.menuVersion) setOwn((versions) => [...versions, data.menuVersion ?? ""]);
  };
  // This page's own save is heard before its answer names the version: not another's while one is under way.
  const saving = useFetchers().some((fetcher) => fetcher.key.startsWith("menu-") && fetcher.state !== "idle");
  const changedByOther =
    !saving && firstSeen !== undefined && version !== firstSeen && version !== null && !own.includes(version);
  return (
    <section className={styles.panel} aria-labelledby="cardapio-title">
      <h2 id="cardapio-title" className={styles.title}>
        Cardápio
      </h2>
      <p className={styles.hint}>
        Preços, textos e ordem dos cafés. Cada alteração vale para a loja assim que é salva; quem está com o carrinho
        aberto é avisado antes de confirmar. Os esgotados do dia ficam em Loja.
      </p>
      {changedByOther ? (
        <p role="status" className={alert.info}>
          {changedByOtherText("menu")}
        </p>
      ) : null}
      {live.status === "loading" ? <p aria-busy="true">Carregando o cardápio…</p> : null}
      {live.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível abrir o cardápio agora. Verifique a conexão e recarregue a página.
        </p>
      ) : null}
      {live.status === "ready" && saved === null ? (
        <p role="alert" className={alert.error}>
          O cardápio salvo não pôde ser lido por esta versão do app. Recarregue a página.
        </p>
      ) : null}
      {saved ? (
        <ol className={styles.list}>
          {saved.menu.drinks.map((drink, index) => (
            <DrinkRow
              key={drink.id}
              drink={drink}
              groups={groupChecks(saved.menu, drink)}
              categories={saved.menu.categories}
              picture={pictureOf(drink, photos) ?? drink.image}
              first={index === 0}
              last={index === saved.menu.drinks.length - 1}
              version={version}
              onSaved={onSaved}
            />
          ))}
        </ol>
      ) : null}
      {saved ? (
        <AddDrink
          groups={groupChecks(saved.menu, null)}
          categories={saved.menu.categories}
          version={version}
          onSaved={onSaved}
        />
      ) : null}
      {saved ? (
        <MenuCategories
          categories={saved.menu.categories}
          inUse={saved.menu.drinks.map((drink) => drink.type)}
          version={version}
          onSaved={onSaved}
        />
      ) : null}
      {saved ? <MenuOptions menu={saved.menu} version={version} onSaved={onSaved} /> : null}
    </section>
  );
}
