import { useId, useState } from "react";

import { formatMoneyInput } from "~/lib/catalogue";
import { type Menu, MENU_LIMITS, type MenuChoice } from "~/lib/menu";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { CHOICE_LABEL_FIELD, choiceFieldNames, type ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import { useMenuForm } from "./MenuField";
import { NewGroup } from "./MenuNewGroup";
import * as styles from "./MenuPanel.css";
import { FieldError } from "./SettingsFeedback";
import { type OnSaved, useReportSaved } from "./useReportSaved";

function ChoiceRow({ group, choice, version, onSaved }: ChoiceProps & { choice: MenuChoice }) {
  const key = useId();
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`menu-choice:${group}:${choice.name}`);
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
          {choice.label ?? choice.name}
        </label>
        {/* Uncontrolled, so typing is free; a new key takes a price saved on another device when it arrives. */}
        <input
          key={choice.price}
          id={`preco-${key}`}
          name={choiceFieldNames.price}
          className={`${form.input} ${styles.price}`}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={formatMoneyInput(choice.price)}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `preco-${key}-erro` : undefined}
        />
        <button type="submit" className={button.secondary} aria-label={`Salvar ${choice.label ?? choice.name}`}>
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
  const { fetcher, field, formRef, status, say } = useMenuForm(
    `menu-choice-add:${group}`,
    onSaved,
    "Opção adicionada.",
  );
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className={styles.editor}
      aria-label={`Adicionar opção em ${group}`}
      onSubmit={() => say(null)}
    >
      {/* The group's two forms sit one under the other: each says what it does before its fields. */}
      <p className={`${styles.formTitle} ${styles.wide}`}>Nova opção em {group}</p>
      <input type="hidden" name="intent" value="menu-choice-add" />
      <input type="hidden" name={choiceFieldNames.group} value={group} />
      <input type="hidden" name="versao" value={version ?? ""} />
      {field(choiceFieldNames.name, "Nome da opção", (props) => (
        <input {...props} className={form.input} autoComplete="off" />
      ))}
      {field(choiceFieldNames.price, "Preço da opção", (props) => (
        <input {...props} className={form.input} inputMode="decimal" autoComplete="off" defaultValue="0,00" />
      ))}
      <div className={styles.formActions}>
        <button type="submit" className={button.secondary}>
          Adicionar
        </button>
      </div>
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {status}
      </p>
    </fetcher.Form>
  );
}

/** "Renomear opção": a choice keeps its id (carts, orders and the rules hold it); the shop shows the new name. */
function RenameChoice({ group, choices, version, onSaved }: ChoiceProps & { choices: readonly MenuChoice[] }) {
  const { fetcher, field, formRef, status, say } = useMenuForm(
    `menu-choice-rename:${group}`,
    onSaved,
    "Opção renomeada. Carrinhos e pedidos já feitos a mostram assim.",
  );
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className={styles.editor}
      aria-label={`Renomear opção em ${group}`}
      onSubmit={() => say(null)}
    >
      <p className={`${styles.formTitle} ${styles.wide}`}>Renomear uma opção de {group}</p>
      <input type="hidden" name="intent" value="menu-choice-rename" />
      <input type="hidden" name={choiceFieldNames.group} value={group} />
      <input type="hidden" name="versao" value={version ?? ""} />
      {field(choiceFieldNames.name, "Opção", (props) => (
        <select {...props} className={form.input}>
          {choices.map((choice) => (
            <option key={choice.name} value={choice.name}>
              {choice.label ?? choice.name}
            </option>
          ))}
        </select>
      ))}
      {field(CHOICE_LABEL_FIELD, "Novo nome", (props) => (
        <input {...props} className={form.input} autoComplete="off" maxLength={MENU_LIMITS.nameLength} />
      ))}
      <div className={styles.formActions}>
        <button type="submit" className={button.secondary}>
          Renomear
        </button>
      </div>
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {status}
      </p>
    </fetcher.Form>
  );
}

/** The option groups by name: a price set here is the choice's in every drink that offers it. */
export function MenuOptions({ menu, version, onSaved }: { menu: Menu; version: string | null; onSaved: OnSaved }) {
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
            <RenameChoice group={group} choices={choices} version={version} onSaved={onSaved} />
          </div>
        );
      })}
      <div className={styles.group}>
        <h4 className={styles.name}>Novo grupo de opções</h4>
        <NewGroup version={version} onSaved={onSaved} full={menu.groups.length >= MENU_LIMITS.groups} />
      </div>
    </section>
  );
}
