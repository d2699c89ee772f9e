import { maskCep } from "~/lib/cep";
import type { CheckoutFieldErrors } from "~/lib/orders";
import * as styles from "./AddressForm.css";
import { FormField } from "./FormField";
import type { CepState } from "./useCepAddress";

interface AddressFormProps {
  cepDigits: string;
  cepState: CepState;
  onCepChange: (input: string) => void;
  numero: string;
  onNumeroChange: (value: string) => void;
  errors: CheckoutFieldErrors;
}

/**
 * The delivery address: the CEP fills street, district, city and state; number and complement
 * are typed. A field the lookup leaves empty (a city with a single CEP) stays editable.
 */
export function AddressForm({ cepDigits, cepState, onCepChange, numero, onNumeroChange, errors }: AddressFormProps) {
  const address = cepState.status === "found" ? cepState.address : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Endereço de entrega</legend>
      <p className={styles.hint}>Informe o CEP para preencher o endereço.</p>
      <FormField
        className={styles.third}
        label="CEP"
        name="cep"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={9}
        required
        value={maskCep(cepDigits)}
        onChange={(event) => onCepChange(event.currentTarget.value)}
        aria-busy={cepState.status === "loading" || undefined}
        error={errors.cep}
      >
        {cepState.status === "loading" ? (
          <p className={styles.busy} role="status">
            Buscando endereço…
          </p>
        ) : null}
        {cepState.status === "failed" ? (
          <p className={styles.fieldError} role="alert">
            CEP não encontrado!
            {cepState.offline ? " Você parece estar sem conexão: tente de novo quando a internet voltar." : null}
          </p>
        ) : null}
      </FormField>
      <LookupField className={styles.twoThirds} label="Rua" name="rua" value={address?.rua} error={errors.rua} />
      <FormField
        className={styles.third}
        label="Número"
        name="numero"
        autoComplete="address-line2"
        required
        value={numero}
        onChange={(event) => onNumeroChange(event.currentTarget.value)}
        error={errors.numero}
      />
      <FormField className={styles.twoThirds} label="Complemento" name="complemento" placeholder="Opcional" error={errors.complemento} />
      <LookupField className={styles.half} label="Bairro" name="bairro" value={address?.bairro} error={errors.bairro} />
      <LookupField className={styles.third} label="Cidade" name="cidade" value={address?.cidade} error={errors.cidade} />
      <LookupField className={styles.third} label="UF" name="uf" value={address?.uf} error={errors.uf} />
    </fieldset>
  );
}

interface LookupFieldProps {
  label: string;
  name: string;
  /** What the lookup found; undefined before a successful lookup. */
  value: string | undefined;
  error?: string;
  className: string;
}

/** Read-only and filled by the lookup; left for the shopper to type when the lookup found it empty. */
function LookupField({ value, ...field }: LookupFieldProps) {
  return value === "" ? (
    <FormField key="typed" {...field} defaultValue="" />
  ) : (
    <FormField key="filled" {...field} value={value ?? ""} readOnly />
  );
}
