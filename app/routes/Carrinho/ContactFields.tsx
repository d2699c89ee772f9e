import type { InputHTMLAttributes } from "react";

import type { CheckoutFieldErrors } from "~/lib/checkout";
import { CALL_NAME_MAX } from "~/lib/orders";
import * as form from "~/styles/form.css";

interface ContactFieldsProps {
  /** Pickup and table: the counter calls the order by this name, on /painel too. */
  callNameShown: boolean;
  errors: CheckoutFieldErrors;
  initial: { nomeParaChamar?: string | undefined; celular?: string | undefined; cpf?: string | undefined };
}

/** One optional field on a card of its own: its name as the card's title, a line on what it is for, its error. */
function ContactField({
  id,
  label,
  hint,
  error,
  hidden,
  ...input
}: { id: string; label: string; hint: string; error: string | undefined; hidden?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "hidden"
>) {
  return (
    <div className={form.fieldset} hidden={hidden}>
      <div className={`${form.field} ${form.wide}`}>
        <label htmlFor={id} className={form.legend}>
          {label}
        </label>
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
        <input
          id={id}
          className={form.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          {...input}
        />
        {error ? (
          <p id={`${id}-error`} className={form.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** All optional and uncontrolled: the draft keeps them, and the name stays (hidden) through a switch to delivery. */
export function ContactFields({ callNameShown, errors, initial }: ContactFieldsProps) {
  return (
    <>
      <ContactField
        id="call-name"
        label="Nome para chamar"
        hint="Opcional: como chamamos você no balcão e no painel da loja."
        error={errors.nomeParaChamar}
        hidden={!callNameShown}
        name="nomeParaChamar"
        autoComplete="given-name"
        maxLength={CALL_NAME_MAX}
        defaultValue={initial.nomeParaChamar ?? ""}
      />
      <ContactField
        id="mobile"
        label="Celular (WhatsApp)"
        hint="Opcional. Ao informar, você aceita que a loja mande uma mensagem no WhatsApp sobre este pedido, quando ele ficar pronto ou sair para entrega."
        error={errors.celular}
        name="celular"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        placeholder="(81) 99876-5432"
        defaultValue={initial.celular ?? ""}
      />
      <ContactField
        id="cpf"
        label="CPF na nota"
        hint="Opcional: para a loja emitir a nota fiscal com o seu CPF."
        error={errors.cpf}
        name="cpf"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        placeholder="000.000.000-00"
        defaultValue={initial.cpf ?? ""}
      />
    </>
  );
}
