import { useEffect, useRef, useState } from "react";

import { formatBRL, formatMoneyInput, productTypes } from "~/lib/catalogue";
import { type Menu, MENU_LIMITS, type MenuChoice, type MenuDrink } from "~/lib/menu";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import {
  changedByOtherText,
  choiceFieldNames,
  menuFieldNames,
  NEW_DRINK_NAME_FIELD,
  type ShopChangeData,
  useSavedMenu,
} from "~/lib/staff";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./MenuPanel.css";
import { FieldError } from "./SettingsFeedback";

type OnSaved = (data: ShopChangeData) => void;

/** Tells the panel each version this page saved, so that only another device's change reads as another's. */
function useReportSaved(fetcher: { state: string; data: unknown }, onSaved: OnSaved) {
  const reported = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === reported.current) return;
    reported.current = fetcher.data;
    const result = fetcher.data as { ok: boolean; data?: ShopChangeData } | undefined;
    if (result?.ok) onSaved(result.data);
  }, [fetcher.state, fetcher.data, onSaved]);
}

/** A new drink's fields before the Dono fills them. */
const newDrink: MenuDrink = {
  id: "",
  name: "",
  type: "Tradicional",
  price: 0,
  details: "",
  ingredients: [],
  image: "",
  hidden: false,
  groups: [],
};

/** "Editar" a drink's fields, or "Adicionar café" (`adding`): the same fields, its name then given for good. */
function DrinkEditor({
  drink,
  adding = false,
  version,
  onSaved,
  onClose,
}: {
  drink: MenuDrink;
  adding?: boolean;
  version: string | null;
  onSaved: OnSaved;
  onClose: () => void;
}) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(adding ? "menu-drink-add" : `menu-drink:${drink.id}`);
  const errors = fieldErrorsOf(fetcher.data);
  const first = useRef<HTMLInputElement>(null);
  const id = (field: string) => `${field}-${adding ? "novo" : drink.id.replace(/\W+/g, "-")}`;
  useEffect(() => first.current?.focus(), []);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    onClose();
  });
  const field = (name: string, label: string, control: (props: FieldProps) => React.ReactNode, wide = false) => {
    const message = errors[name];
    return (
      <div className={`${form.field} ${wide ? styles.wide : ""}`}>
        <label className={form.label} htmlFor={id(name)}>
          {label}
        </label>
        {control({
          id: id(name),
          name,
          "aria-invalid": message ? true : undefined,
          "aria-describedby": message ? id(`${name}-erro`) : undefined,
        })}
        <FieldError id={id(`${name}-erro`)} message={message} />
      </div>
    );
  };
  return (
    <fetcher.Form method="post" className={styles.editor} aria-label={adding ? "Novo café" : `Editar ${drink.name}`}>
      <input type="hidden" name="intent" value={adding ? "menu-drink-add" : "menu-drink"} />
      {adding ? null : <input type="hidden" name="id" value={drink.id} />}
      <input type="hidden" name="versao" value={version ?? ""} />
      {adding ? (
        field(NEW_DRINK_NAME_FIELD, "Nome", (props) => (
          <input {...props} ref={first} className={form.input} autoComplete="off" maxLength={MENU_LIMITS.nameLength} />
        ))
      ) : (
        <div className={form.field}>
          <label className={form.label} htmlFor={id("nome")}>
            Nome
          </label>
          <input
            id={id("nome")}
            className={form.input}
            defaultValue={drink.name}
            readOnly
            aria-describedby={id("nome-dica")}
          />
          <span id={id("nome-dica")} className={styles.hint}>
            É o endereço da página do café: fica como está.
          </span>
        </div>
      )}
      {field(menuFieldNames.type, "Tipo", (props) => (
        <select {...props} className={form.input} defaultValue={drink.type}>
          {productTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      ))}
      {field(menuFieldNames.price, "Preço", (props) => (
        <input
          {...props}
          ref={adding ? undefined : first}
          className={form.input}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={adding ? "" : formatMoneyInput(drink.price)}
        />
      ))}
      {field(
        menuFieldNames.details,
        "Detalhes",
        (props) => (
          <textarea {...props} className={`${form.input} ${styles.textarea}`} defaultValue={drink.details} />
        ),
        true,
      )}
      {field(
        menuFieldNames.ingredients,
        "Ingredientes (um por linha, avisos de alergia incluídos)",
        (props) => (
          <textarea
            {...props}
            className={`${form.input} ${styles.textarea}`}
            defaultValue={drink.ingredients.join("\n")}
          />
        ),
        true,
      )}
      <div className={styles.formActions}>
        <button type="submit" className={button.primary} disabled={fetcher.state !== "idle"}>
          Salvar
        </button>
        <button type="button" className={button.ghost} onClick={onClose}>
          Cancelar
        </button>
      </div>
      {error && !fetcher.data?.ok && Object.keys(errors).length === 0 ? (
        <p role="alert" className={`${alert.error} ${styles.wide}`}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

type FieldProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

function DrinkRow({
  drink,
  first,
  last,
  version,
  onSaved,
}: {
  drink: MenuDrink;
  first: boolean;
  last: boolean;
  version: string | null;
  onSaved: OnSaved;
}) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`menu-row:${drink.id}`);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const nameId = `cardapio-${drink.id.replace(/\W+/g, "-")}`;
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
      <img className={styles.art} src={drink.image} alt="" width={48} height={48} loading="lazy" />
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
      {editing ? <DrinkEditor drink={drink} version={version} onSaved={saved} onClose={close} /> : null}
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {busy ? "Salvando…" : (error ?? notice ?? "")}
      </p>
    </li>
  );
}

/** "Cardápio": the Dono's drinks, prices and order, as the shop shows and charges them from the next read. */
export function MenuPanel() {
  const live = useSavedMenu();
  const [own, setOwn] = useState<readonly string[]>([]);
  const [firstSeen, setFirstSeen] = useState<string | null | undefined>(undefined);
  const saved = live.status === "ready" ? live.value : null;
  const version = saved?.version ?? null;
  useEffect(() => {
    if (live.status === "ready" && firstSeen === undefined) setFirstSeen(version);
  }, [live.status, firstSeen, version]);
  const onSaved = (data: ShopChangeData) => {
    if (data && "menuVersion" in data && data.menuVersion) setOwn((versions) => [...versions, data.menuVersion ?? ""]);
  };
  const changedByOther = firstSeen !== undefined && version !== firstSeen && version !== null && !own.includes(version);
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
              first={index === 0}
              last={index === saved.menu.drinks.length - 1}
              version={version}
              onSaved={onSaved}
            />
          ))}
        </ol>
      ) : null}
      {saved ? <AddDrink version={version} onSaved={onSaved} /> : null}
      {saved ? <MenuOptions menu={saved.menu} version={version} onSaved={onSaved} /> : null}
    </section>
  );
}

function ChoiceRow({ group, choice, version, onSaved }: ChoiceProps & { choice: MenuChoice }) {
  const key = `${group}-${choice.name}`.replace(/\W+/g, "-");
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`menu-choice:${key}`);
  const [notice, setNotice] = useState<string | null>(null);
  const errors = fieldErrorsOf(fetcher.data);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    setNotice(data && "notice" in data ? data.notice : "Salvo.");
  });
  const priceError = errors[choiceFieldNames.price];
  return (
    <li>
      <fetcher.Form method="post" className={styles.choice} onSubmit={() => setNotice(null)}>
        <input type="hidden" name="intent" value="menu-choice-price" />
        <input type="hidden" name={choiceFieldNames.group} value={group} />
        <input type="hidden" name={choiceFieldNames.name} value={choice.name} />
        <input type="hidden" name="versao" value={version ?? ""} />
        <label className={form.label} htmlFor={`preco-${key}`}>
          {choice.name}
        </label>
        <input
          id={`preco-${key}`}
          name={choiceFieldNames.price}
          className={`${form.input} ${styles.price}`}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={formatMoneyInput(choice.price)}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `preco-${key}-erro` : undefined}
        />
        <button type="submit" className={button.secondary} aria-label={`Salvar ${choice.name}`}>
          Salvar
        </button>
      </fetcher.Form>
      <FieldError id={`preco-${key}-erro`} message={priceError} />
      <p role="status" className={styles.hint}>
        {fetcher.state !== "idle" ? "Salvando…" : priceError ? "" : (error ?? notice ?? "")}
      </p>
    </li>
  );
}

type ChoiceProps = { group: string; version: string | null; onSaved: OnSaved };

function AddChoice({ group, version, onSaved }: ChoiceProps) {
  const key = group.replace(/\W+/g, "-");
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`menu-choice-add:${key}`);
  const errors = fieldErrorsOf(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    formRef.current?.reset();
  });
  const field = (name: string, label: string, extra: object = {}) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`${name}-${key}`}>
        {label}
      </label>
      <input
        id={`${name}-${key}`}
        name={name}
        className={form.input}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-${key}-erro` : undefined}
        {...extra}
      />
      <FieldError id={`${name}-${key}-erro`} message={errors[name]} />
    </div>
  );
  return (
    <fetcher.Form ref={formRef} method="post" className={styles.editor} aria-label={`Adicionar opção em ${group}`}>
      <input type="hidden" name="intent" value="menu-choice-add" />
      <input type="hidden" name={choiceFieldNames.group} value={group} />
      <input type="hidden" name="versao" value={version ?? ""} />
      {field(choiceFieldNames.name, "Nome da opção")}
      {field(choiceFieldNames.price, "Preço da opção", { inputMode: "decimal", defaultValue: "0,00" })}
      <div className={styles.formActions}>
        <button type="submit" className={button.secondary}>
          Adicionar
        </button>
      </div>
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {fetcher.state !== "idle"
          ? "Salvando…"
          : Object.keys(errors).length > 0
            ? ""
            : (error ?? (fetcher.data?.ok ? "Opção adicionada." : ""))}
      </p>
    </fetcher.Form>
  );
}

/** The option groups by name: a price set here is the choice's in every drink that offers it. */
function MenuOptions({ menu, version, onSaved }: { menu: Menu; version: string | null; onSaved: OnSaved }) {
  const names = [...new Set(menu.groups.map((group) => group.name))];
  return (
    <section aria-labelledby="cardapio-opcoes" className={styles.options}>
      <h3 id="cardapio-opcoes" className={styles.optionsTitle}>
        Opções
      </h3>
      <p className={styles.hint}>
        O preço de cada opção soma ao do café, em todos os cafés que a oferecem. Uma opção nova não muda os avisos de
        alergia: confira os ingredientes dos cafés.
      </p>
      {names.map((group) => {
        const choices = menu.groups.find((each) => each.name === group)?.choices ?? [];
        return (
          <div key={group} className={styles.group}>
            <h4 className={styles.name}>{group}</h4>
            <ul className={styles.choices}>
              {choices.map((choice) => (
                <ChoiceRow key={choice.name} group={group} choice={choice} version={version} onSaved={onSaved} />
              ))}
            </ul>
            <AddChoice group={group} version={version} onSaved={onSaved} />
          </div>
        );
      })}
    </section>
  );
}

/** "Adicionar café": a drink at the list's end, shown at once, with its type's drawing and no options. */
function AddDrink({ version, onSaved }: { version: string | null; onSaved: OnSaved }) {
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
