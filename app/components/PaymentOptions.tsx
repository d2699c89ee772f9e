import type { CheckoutFieldErrors } from "~/lib/checkout";
import { paymentMethodLabels } from "~/lib/orders";
import { type PaymentMethod, paymentMethods } from "~/lib/schemas";
import * as form from "~/styles/form.css";

import { FormField } from "./FormField";
import * as styles from "./PaymentOptions.css";

interface PaymentOptionsProps {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  errors: CheckoutFieldErrors;
}

/** Paid on delivery: card (credit or debit) or cash, with the change the courier should bring. */
export function PaymentOptions({ value, onChange, errors }: PaymentOptionsProps) {
  return (
    <fieldset className={form.fieldset} aria-describedby={errors.pagamento ? "payment-error" : undefined}>
      <legend className={form.legend}>Forma de pagamento</legend>
      <p className={form.hint}>O pagamento é feito na entrega.</p>
      <div className={`${styles.options} ${form.wide}`}>
        {paymentMethods.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="radio"
              name="pagamento"
              value={method}
              className={styles.radio}
              checked={value === method}
              onChange={() => onChange(method)}
              required
            />
            {paymentMethodLabels[method]}
          </label>
        ))}
      </div>
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
          error={errors.troco}
        />
      ) : null}
    </fieldset>
  );
}
