import type { CheckoutFieldErrors } from "~/lib/checkout";
import { type PaymentMethod, paymentMethodLabels } from "~/lib/orders";
import * as form from "~/styles/form.css";

import { FormField } from "../../components/FormField";
import * as styles from "./PaymentOptions.css";

interface PaymentOptionsProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  errors: CheckoutFieldErrors;
  pickup?: boolean;
  atTable?: boolean;
  changeDefault?: string | undefined;
}

/** Uncontrolled radios: a render committed mid-click would set them back (payment-choice.test.tsx). */
export function PaymentOptions({
  methods,
  value,
  onChange,
  errors,
  pickup = false,
  atTable = false,
  changeDefault = "",
}: PaymentOptionsProps) {
  const pix = methods.includes("pix");
  const where = atTable ? "na mesa ou no caixa" : pickup ? "na retirada" : "na entrega";
  return (
    <fieldset className={form.fieldset} aria-describedby={errors.pagamento ? "payment-error" : undefined}>
      <legend className={form.legend}>Forma de pagamento</legend>
      <p className={form.hint}>
        {pix ? `Cartão ou dinheiro: o pagamento é feito ${where}.` : `O pagamento é feito ${where}.`}
      </p>
      <div className={`${styles.options} ${form.wide}`}>
        {methods.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="radio"
              name="pagamento"
              value={method}
              className={styles.radio}
              defaultChecked={value === method}
              onChange={() => onChange(method)}
              aria-describedby={method === "pix" ? "pix-hint" : undefined}
              required
            />
            {paymentMethodLabels[method]}
          </label>
        ))}
      </div>
      {pix ? (
        <p id="pix-hint" className={form.hint}>
          Pix: o código para pagar aparece depois que você confirmar o pedido.
        </p>
      ) : null}
      {errors.pagamento ? (
        <p id="payment-error" className={`${form.fieldError} ${form.wide}`}>
          {errors.pagamento}
        </p>
      ) : null}
      {value === "dinheiro" ? (
        <FormField
          className={form.half}
          label="Troco para"
          name="troco"
          inputMode="decimal"
          placeholder="Opcional, ex.: 50,00"
          defaultValue={changeDefault}
          error={errors.troco}
        />
      ) : null}
    </fieldset>
  );
}
