import type { CheckoutFieldErrors } from "~/lib/checkout";
import { CALL_NAME_MAX } from "~/lib/orders";
import * as form from "~/styles/form.css";

interface ContactFieldsProps {
  /** Pickup and table: the counter calls the order by this name, on /painel too. */
  callNameShown: boolean;
  errors: CheckoutFieldErrors;
  initial: { nomeParaChamar?: string | undefined; celular?: string | undefined; cpf?: string | undefined };
}

/** All optional and uncontrolled: the draft keeps them, and the name stays (hidden) through a switch to delivery. */
export function ContactFields({ callNameShown, errors, initial }: ContactFieldsProps) {
  return (
    <>
      <div className={form.fieldset} hidden={!callNameShown}>
        <div className={`${form.field} ${form.wide}`}>
          <label htmlFor="call-name" className={form.legend}>
            Nome para chamar
          </label>
          <p id="call-name-hint" className={form.hint}>
            Opcional: como chamamos você no balcão e no painel da loja.
          </p>
          <input
            id="call-name"
            name="nomeParaChamar"
            autoComplete="given-name"
            maxLength={CALL_NAME_MAX}
            className={form.input}
            defaultValue={initial.nomeParaChamar ?? ""}
            aria-invalid={errors.nomeParaChamar ? true : undefined}
            aria-describedby={errors.nomeParaChamar ? "call-name-hint call-name-error" : "call-name-hint"}
          />
          {errors.nomeParaChamar ? (
            <p id="call-name-error" className={form.fieldError}>
              {errors.nomeParaChamar}
            </p>
          ) : null}
        </div>
      </div>
      <div className={form.fieldset}>
        <div className={`${form.field} ${form.wide}`}>
          <label htmlFor="mobile" className={form.legend}>
            Celular (WhatsApp)
          </label>
          <p id="mobile-hint" className={form.hint}>
            Opcional. Ao informar, você aceita que a loja mande uma mensagem no WhatsApp sobre este pedido, quando ele
            ficar pronto ou sair para entrega.
          </p>
          <input
            id="mobile"
            name="celular"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder="(81) 99876-5432"
            className={form.input}
            defaultValue={initial.celular ?? ""}
            aria-invalid={errors.celular ? true : undefined}
            aria-describedby={errors.celular ? "mobile-hint mobile-error" : "mobile-hint"}
          />
          {errors.celular ? (
            <p id="mobile-error" className={form.fieldError}>
              {errors.celular}
            </p>
          ) : null}
        </div>
      </div>
      <div className={form.fieldset}>
        <div className={`${form.field} ${form.wide}`}>
          <label htmlFor="cpf" className={form.legend}>
            CPF na nota
          </label>
          <p id="cpf-hint" className={form.hint}>
            Opcional: para a loja emitir a nota fiscal com o seu CPF.
          </p>
          <input
            id="cpf"
            name="cpf"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            placeholder="000.000.000-00"
            className={form.input}
            defaultValue={initial.cpf ?? ""}
            aria-invalid={errors.cpf ? true : undefined}
            aria-describedby={errors.cpf ? "cpf-hint cpf-error" : "cpf-hint"}
          />
          {errors.cpf ? (
            <p id="cpf-error" className={form.fieldError}>
              {errors.cpf}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
