import { type ReactNode, useState } from "react";

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
import * as form from "~/styles/form.css";

import { AddToCart } from "./AddToCart";
import * as styles from "./ProductChoices.css";

function optionLabel(name: string, price: number): string {
  return price > 0 ? `${name} (+ ${formatBRL(price)})` : name;
}

/** A drink's option groups, its price with them, and "Adicionar ao carrinho" once every required one is chosen. */
export function ProductChoices({
  product,
  groups,
  soldOut,
  unavailableText,
  formId = "escolhas",
  onAdded,
  initialQuantity,
  children,
}: {
  product: Product;
  groups: readonly OptionGroup[];
  soldOut: boolean;
  unavailableText?: string | undefined;
  /** Ids hold no spaces: not the description. One set of choices per page. */
  formId?: string;
  onAdded?: () => void;
  initialQuantity?: number;
  children?: ReactNode;
}) {
  const [choices, setChoices] = useState<Choices>({});
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
      <section aria-labelledby={`${formId}-ingredientes`}>
        <h2 id={`${formId}-ingredientes`}>Ingredientes</h2>
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
                  {optionLabel(option.label ?? option.name, option.price)}
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
      <div className={styles.actions}>
        {blockedReason ? (
          <p id={`${formId}-motivo`} className={styles.blocked}>
            {blockedReason}
          </p>
        ) : null}
        <AddToCart
          description={product.description}
          formId={formId}
          blockedBy={blockedReason ? `${formId}-motivo` : undefined}
          soldOut={soldOut}
          unavailableText={unavailableText}
          onAdded={onAdded}
          initialQuantity={initialQuantity}
        />
      </div>
      {children}
    </>
  );
}
