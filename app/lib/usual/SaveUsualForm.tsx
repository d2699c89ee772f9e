import { useFetcher } from "@remix-run/react";
import { useId } from "react";

import type { CheckoutDraft } from "~/lib/checkout";
import { fieldErrorsOf, type FormResult } from "~/lib/platform";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import { SAVE_USUAL_INTENT, type SavedUsual } from "./save-usual";
import * as styles from "./SaveUsualForm.css";
import { DEFAULT_USUAL_NAME, USUAL_NAME_MAX } from "./usual-facts";
import { usualFromOrder, type UsualLine } from "./usual-orders";

type SaveUsualProps =
  | { order: Parameters<typeof usualFromOrder>[0]; cart?: never; draftOf?: never }
  /** The cart: its lines, and the checkout's fields as they are when the shopper saves. */
  | { order?: never; cart: readonly UsualLine[]; draftOf: () => CheckoutDraft };

/** Posts to the page's own action, which saves it on this device. */
export function SaveUsualForm({ order, cart, draftOf }: SaveUsualProps) {
  const fetcher = useFetcher<FormResult<SavedUsual>>();
  const id = useId();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const nameError = fieldErrorsOf(result).nome;
  const usualOf = () => (order ? usualFromOrder(order, DEFAULT_USUAL_NAME, 0) : { lines: cart, draft: draftOf() });
  return (
    <fetcher.Form
      method="post"
      className={`${form.fieldset} ${styles.saveForm}`}
      onSubmit={(event) => {
        const { lines, draft } = usualOf();
        const field = event.currentTarget.elements.namedItem("pedido");
        if (field instanceof HTMLInputElement) field.value = JSON.stringify({ lines, draft });
      }}
    >
      <input type="hidden" name="intent" value={SAVE_USUAL_INTENT} />
      <input type="hidden" name="pedido" defaultValue="" />
      <div className={`${form.field} ${form.twoThirds}`}>
        <label htmlFor={`${id}-name`} className={form.label}>
          Nome do pedido salvo
        </label>
        <input
          id={`${id}-name`}
          name="nome"
          className={form.input}
          defaultValue={DEFAULT_USUAL_NAME}
          maxLength={USUAL_NAME_MAX}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-error` : undefined}
        />
        {nameError ? (
          <p id={`${id}-error`} className={form.fieldError}>
            {nameError}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${button.secondary} ${form.wide}`} disabled={fetcher.state !== "idle"}>
        Salvar como meu de sempre
      </button>
      {result?.ok ? (
        <p role="status" className={`${alert.info} ${form.wide}`}>
          Salvo como “{result.data.name}”
          {result.data.inAccount === true
            ? " na sua conta"
            : result.data.inAccount === false
              ? " neste aparelho (sua conta não pôde ser atualizada agora)"
              : ""}
          : peça de novo com um toque na página inicial.
        </p>
      ) : result && !nameError ? (
        <p role="alert" className={`${alert.error} ${form.wide}`}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
