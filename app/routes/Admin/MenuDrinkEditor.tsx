import { useEffect, useRef } from "react";

import { formatMoneyInput, productPath } from "~/lib/catalogue";
import { MENU_LIMITS, MENU_PHOTO, type MenuDrink, photoIdsOf } from "~/lib/menu";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { DRAWING_FIELD, menuFieldNames, NEW_DRINK_NAME_FIELD, PHOTO_FIELD, type ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import { useMenuField } from "./MenuField";
import * as styles from "./MenuPanel.css";
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
  categories,
  picture,
  adding = false,
  version,
  onSaved,
  onClose,
}: {
  drink: MenuDrink;
  /** "Opções deste café": the menu's groups by name, checked when the drink offers them. */
  groups: readonly { name: string; checked: boolean }[];
  /** "Tipo": the menu's categories. */
  categories: readonly string[];
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
  useEffect(() => first.current?.focus(), []);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    onClose();
  });
  const field = useMenuField(errors);
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
      {field(
        NEW_DRINK_NAME_FIELD,
        "Nome",
        (props) => (
          <input
            {...props}
            ref={adding ? first : undefined}
            className={form.input}
            autoComplete="off"
            maxLength={MENU_LIMITS.nameLength}
            defaultValue={drink.name}
          />
        ),
        // Renamed, a drink keeps its address and every cart, favourite and order that names it.
        adding ? {} : { hint: `A página continua em ${decodeURI(productPath({ description: drink.id }))}.` },
      )}
      {field(menuFieldNames.type, "Tipo", (props) => (
        <select {...props} className={form.input} defaultValue={drink.type}>
          {categories.map((type) => (
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
