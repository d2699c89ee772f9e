import { type ReactNode, useState } from "react";

import { AddToCart } from "~/lib/cart/ui";
import {
  checkChoices,
  type Choices,
  formatBRL,
  ingredientsWith,
  type OptionGroup,
  type Product,
  unitPrice,
  WITH_CHOICES_FIELD,
} from "~/lib/catalogue";
import { useShopSettings } from "~/root-data";
import * as form from "~/styles/form.css";

import * as styles from "./ProductChoices.css";

function optionLabel(name: string, price: number): string {
  return price > 0 ? `${name} (+ ${formatBRL(price)})` : name;
}

export function ProductChoices({
  product,
  groups,
  children,
}: {
  product: Product;
  groups: readonly OptionGroup[];
  children?: ReactNode;
}) {
  const [choices, setChoices] = useState<Choices>({});
  const soldOut = useShopSettings()?.soldOut.includes(product.description) ?? false;
  // Not the description: ids hold no spaces, and there is one product per page.
  const formId = "escolhas";
  const checked = checkChoices(groups, choices);
  const missing = groups.filter((group) => group.required && !choices[group.name]?.length).map((g) => g.name);
  const blockedReason =
    missing.length > 0 ? `Escolha ${missing.join(" e ")}.` : checked.ok ? undefined : checked.message;

  function choose(group: OptionGroup, option: string, on: boolean) {
    setChoices((current) => {
      const picked = current[group.name] ?? [];
      const next = group.max === 1 ? [option] : on ? [...picked, option] : picked.filter((name) => name !== option);
      return { ...current, [group.name]: next };
    });
  }

  return (
    <>
      <section aria-labelledby="ingredients-title">
        <h2 id="ingredients-title">Ingredientes</h2>
        <ul className={styles.ingredients}>
          {ingredientsWith(product.ingredients, groups, choices).map((ingredient) => (
            <li key={ingredient}>{ingredient}</li>
          ))}
        </ul>
      </section>
      {groups.map((group) => {
        const picked = choices[group.name] ?? [];
        const full = group.max > 1 && picked.length >= group.max;
        return (
          <fieldset key={group.name} className={`${form.fieldset} ${styles.group}`}>
            <legend className={form.legend}>{group.name}</legend>
            <p className={form.hint}>
              {group.required ? "Obrigatório" : "Opcional"}
              {group.max > 1 ? ` · até ${group.max}` : ""}
            </p>
            <div className={`${styles.options} ${form.wide}`}>
              {group.options.map((option) => (
                <label key={option.name} className={styles.option}>
                  <input
                    type={group.max === 1 ? "radio" : "checkbox"}
                    form={formId}
                    name={group.name}
                    value={option.name}
                    checked={picked.includes(option.name)}
                    disabled={full && !picked.includes(option.name)}
                    onChange={(event) => choose(group, option.name, event.currentTarget.checked)}
                  />
                  {optionLabel(option.name, option.price)}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <p className={styles.price} aria-live="polite">
        {formatBRL(unitPrice(product.price, groups, choices))}
      </p>
      <input type="hidden" form={formId} name={WITH_CHOICES_FIELD} value="1" />
      {blockedReason ? (
        <p id={`${formId}-motivo`} className={styles.blocked}>
          {blockedReason}
        </p>
      ) : null}
      <div className={styles.actions}>
        <AddToCart
          description={product.description}
          formId={formId}
          blockedBy={blockedReason ? `${formId}-motivo` : undefined}
          soldOut={soldOut}
        />
        {children}
      </div>
    </>
  );
}
