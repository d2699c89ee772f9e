import { useEffect, useId, useRef } from "react";

import { formatMoneyInput, productTypes } from "~/lib/catalogue";
import { MENU_LIMITS, MENU_PHOTO, type MenuDrink, photoIdsOf } from "~/lib/menu";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { DRAWING_FIELD, menuFieldNames, NEW_DRINK_NAME_FIELD, PHOTO_FIELD, type ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./MenuPanel.css";
import { FieldError } from "./SettingsFeedback";
import { type OnSaved, useReportSaved } from "./useReportSaved";

/** A new drink's fields before the Dono fills them. */
export const newDrink: MenuDrink = {
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
export function DrinkEditor({
  drink,
  groups,
  picture,
  adding = false,
  version,
  onSaved,
  onClose,
}: {
  drink: MenuDrink;
  /** "Opções deste café": the menu's groups by name, checked when the drink offers them. */
  groups: readonly { name: string; checked: boolean }[];
  /** What the drink shows now: its photo or drawing. */
  picture?: string;
  adding?: boolean;
  version: string | null;
  onSaved: OnSaved;
  onClose: () => void;
}) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(adding ? "menu-drink-add" : `menu-drink:${drink.id}`);
  const errors = fieldErrorsOf(fetcher.data);
  const first = useRef<HTMLInputElement>(null);
  const base = useId();
  const id = (field: string) => `${base}${field}`;
  useEffect(() => first.current?.focus(), []);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    onClose();
  });
  const field = (
    name: string,
    label: string,
    control: (props: FieldProps) => React.ReactNode,
    { wide = false, hint }: { wide?: boolean; hint?: string } = {},
  ) => {
    const message = errors[name];
    const described = [hint ? id(`${name}-dica`) : "", message ? id(`${name}-erro`) : ""].filter(Boolean).join(" ");
    return (
      <div className={`${form.field} ${wide ? styles.wide : ""}`}>
        <label className={form.label} htmlFor={id(name)}>
          {label}
        </label>
        {control({
          id: id(name),
          name,
          "aria-invalid": message ? true : undefined,
          "aria-describedby": described || undefined,
        })}
        {hint ? (
          <span id={id(`${name}-dica`)} className={styles.hint}>
            {hint}
          </span>
        ) : null}
        <FieldError id={id(`${name}-erro`)} message={message} />
      </div>
    );
  };
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className={styles.editor}
      aria-label={adding ? "Novo café" : `Editar ${drink.name}`}
    >
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
        { wide: true },
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
        { wide: true },
      )}
      {groups.length > 0 ? (
        <fieldset className={`${styles.groupChecks} ${styles.wide}`}>
          <legend className={form.label}>Opções deste café</legend>
          {groups.map((group) => (
            <label key={group.name} className={styles.groupCheck}>
              <input type="checkbox" name={menuFieldNames.groups} value={group.name} defaultChecked={group.checked} />
              {group.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {field(
        PHOTO_FIELD,
        "Foto",
        (props) => (
          <div className={styles.photoField}>
            {picture ? <img className={styles.art} src={picture} alt="Imagem atual" width={48} height={48} /> : null}
            <input {...props} type="file" accept="image/*" className={`${form.input} ${styles.photoInput}`} />
          </div>
        ),
        {
          wide: true,
          hint: `Uma foto do celular: a loja a mostra quadrada, reduzida neste aparelho a até ${MENU_PHOTO.maxSide} px e ${MENU_PHOTO.maxBytes / 1024} KB. Sem foto, fica ${adding ? "o desenho do tipo" : "a imagem atual"}.`,
        },
      )}
      {photoIdsOf([drink]).length > 0 ? (
        <label className={`${styles.groupCheck} ${styles.wide}`}>
          <input type="checkbox" name={DRAWING_FIELD} value="1" />
          Voltar ao desenho
        </label>
      ) : null}
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
