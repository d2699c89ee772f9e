import { useFetcher } from "@remix-run/react";
import { useId } from "react";

import { fieldErrorsOf, type FormResult } from "~/lib/platform";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import { SAVE_USUAL_INTENT } from "./save-usual";
import { DEFAULT_USUAL_NAME, USUAL_NAME_MAX } from "./usual-facts";
import { usualFromOrder } from "./usual-orders";

/** Posts to the page's own action, which saves it on this device. */
export function SaveUsualForm({ order }: { order: Parameters<typeof usualFromOrder>[0] }) {
  const fetcher = useFetcher<FormResult<{ name: string }>>();
  const id = useId();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const nameError = fieldErrorsOf(result).nome;
  const { lines, draft } = usualFromOrder(order, DEFAULT_USUAL_NAME, 0);
  return (
    <fetcher.Form method="post" className={form.fieldset}>
      <input type="hidden" name="intent" value={SAVE_USUAL_INTENT} />
      <input type="hidden" name="pedido" value={JSON.stringify({ lines, draft })} />
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
      <button type="submit" className={button.secondary} disabled={fetcher.state !== "idle"}>
        Salvar como meu de sempre
      </button>
      {result?.ok ? (
        <p role="status" className={`${alert.info} ${form.wide}`}>
          Salvo como “{result.data.name}”: peça de novo com um toque na página inicial.
        </p>
      ) : result && !nameError ? (
        <p role="alert" className={`${alert.error} ${form.wide}`}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
