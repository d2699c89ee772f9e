import { useId, useRef, useState } from "react";

import { MENU_LIMITS } from "~/lib/menu";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { choiceFieldNames, groupChoosings, groupFieldNames, type ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import * as styles from "./MenuPanel.css";
import { FieldError } from "./SettingsFeedback";
import { type OnSaved, useReportSaved } from "./useReportSaved";

/** "Novo grupo de opções": a name, how many the shopper picks, and its first choice; drinks check it in "Editar". */
export function NewGroup({ version, onSaved, full }: { version: string | null; onSaved: OnSaved; full: boolean }) {
  const key = useId();
  const { fetcher, error } = useActionFetcher<ShopChangeData>("menu-group-add");
  const errors = fieldErrorsOf(fetcher.data);
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    setNotice("Grupo criado. Marque-o em “Opções deste café” nos cafés que o oferecem.");
    formRef.current?.reset();
  });
  const id = (name: string) => `${name}-${key}`;
  const described = (name: string) => ({
    id: id(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? id(`${name}-erro`) : undefined,
  });
  const label = (name: string, text: string) => (
    <label className={form.label} htmlFor={id(name)}>
      {text}
    </label>
  );
  if (full) {
    return <p className={styles.hint}>O cardápio já tem {MENU_LIMITS.groups} grupos de opções, o máximo.</p>;
  }
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className={styles.editor}
      aria-label="Novo grupo de opções"
      onSubmit={() => setNotice(null)}
    >
      <input type="hidden" name="intent" value="menu-group-add" />
      <input type="hidden" name="versao" value={version ?? ""} />
      <div className={form.field}>
        {label(groupFieldNames.name, "Nome do grupo")}
        <input {...described(groupFieldNames.name)} className={form.input} autoComplete="off" />
        <FieldError id={id(`${groupFieldNames.name}-erro`)} message={errors[groupFieldNames.name]} />
      </div>
      <div className={form.field}>
        {label(groupFieldNames.choosing, "O cliente escolhe")}
        <select {...described(groupFieldNames.choosing)} className={form.input} defaultValue="uma">
          {Object.entries(groupChoosings).map(([value, choosing]) => (
            <option key={value} value={value}>
              {choosing.label}
            </option>
          ))}
        </select>
        <FieldError id={id(`${groupFieldNames.choosing}-erro`)} message={errors[groupFieldNames.choosing]} />
      </div>
      <div className={form.field}>
        {label(choiceFieldNames.name, "Primeira opção")}
        <input {...described(choiceFieldNames.name)} className={form.input} autoComplete="off" />
        <FieldError id={id(`${choiceFieldNames.name}-erro`)} message={errors[choiceFieldNames.name]} />
      </div>
      <div className={form.field}>
        {label(choiceFieldNames.price, "Preço da primeira opção")}
        <input
          {...described(choiceFieldNames.price)}
          className={form.input}
          inputMode="decimal"
          autoComplete="off"
          defaultValue="0,00"
        />
        <FieldError id={id(`${choiceFieldNames.price}-erro`)} message={errors[choiceFieldNames.price]} />
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={button.secondary} disabled={fetcher.state !== "idle"}>
          Criar grupo
        </button>
      </div>
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {fetcher.state !== "idle" ? "Salvando…" : Object.keys(errors).length > 0 ? "" : (error ?? notice ?? "")}
      </p>
    </fetcher.Form>
  );
}
