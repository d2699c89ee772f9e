import type { CheckoutFieldErrors } from "~/lib/checkout";
import { paymentMethodLabels } from "~/lib/orders";
import { paymentMethods, type PaymentMethod } from "~/lib/schemas";
import * as addressStyles from "./AddressForm.css";
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
    <fieldset className={addressStyles.fieldset} aria-describedby={errors.paymentMethod ? "payment-error" : undefined}>
      <legend className={addressStyles.legend}>Forma de pagamento</legend>
      <p className={addressStyles.hint}>O pagamento é feito na entrega.</p>
      <div className={`${styles.options} ${addressStyles.wide}`}>
        {paymentMethods.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="radio"
              name="paymentMethod"
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
      {errors.paymentMethod ? (
        <p id="payment-error" className={`${addressStyles.fieldError} ${addressStyles.wide}`}>
          {errors.paymentMethod}
        </p>
      ) : null}
      {value === "dinheiro" ? (
        <FormField
          className={addressStyles.half}
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
