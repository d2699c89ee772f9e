import type { ReactNode } from "react";

import { type CepState, type CheckoutFieldErrors } from "~/lib/checkout";
import { brazilianStates, maskCep } from "~/lib/orders";
import * as form from "~/styles/form.css";

import { FormField, SelectField } from "../../components/FormField";
import * as styles from "./AddressForm.css";

interface AddressFormProps {
  cepDigits: string;
  cepState: CepState;
  manual: boolean;
  onCepChange: (input: string) => void;
  numero: string;
  onNumeroChange: (value: string) => void;
  errors: CheckoutFieldErrors;
  /** A pickup: the address is kept as typed but not sent. */
  hidden?: boolean;
  typedDefaults?: Partial<Record<"rua" | "bairro" | "cidade" | "uf" | "complemento", string>>;
  /** The cities the shop delivers to, offered when the address is typed. */
  servedCities?: readonly string[];
  /** "Meus endereços", first. */
  saved?: ReactNode;
}

function lookupMessage(state: CepState): string | null {
  if (state.status === "not-found") return "CEP não encontrado!";
  if (state.status !== "unavailable") return null;
  const message = "Não foi possível consultar o CEP agora. Preencha o endereço.";
  return state.offline ? `${message} Você parece estar sem conexão.` : message;
}

export function AddressForm({
  cepDigits,
  cepState,
  manual,
  onCepChange,
  numero,
  onNumeroChange,
  errors,
  hidden = false,
  typedDefaults = {},
  servedCities = [],
  saved = null,
}: AddressFormProps) {
  const address = cepState.status === "found" ? cepState.address : null;
  const typed = manual && !address;
  const message = lookupMessage(cepState);
  return (
    <fieldset className={form.fieldset} hidden={hidden} disabled={hidden}>
      <legend className={form.legend}>Endereço de entrega</legend>
      {saved}
      <p className={form.hint}>Informe o CEP para preencher o endereço.</p>
      <input type="hidden" name="origem" value={typed ? "manual" : "cep"} />
      <FormField
        className={form.third}
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
        {message ? (
          <p className={form.fieldError} role="alert">
            {message}
          </p>
        ) : null}
      </FormField>
      <LookupField
        className={form.twoThirds}
        label="Rua"
        name="rua"
        autoComplete="address-line1"
        typed={typed}
        typedDefault={typedDefaults.rua}
        value={address?.rua}
        error={errors.rua}
      />
      <FormField
        className={form.third}
        label="Número"
        name="numero"
        autoComplete="address-line2"
        required
        value={numero}
        onChange={(event) => onNumeroChange(event.currentTarget.value)}
        error={errors.numero}
      />
      <FormField
        className={form.twoThirds}
        label="Complemento"
        name="complemento"
        placeholder="Opcional"
        defaultValue={typedDefaults.complemento ?? ""}
        error={errors.complemento}
      />
      <LookupField
        className={form.half}
        label="Bairro"
        name="bairro"
        autoComplete="address-level3"
        typed={typed}
        typedDefault={typedDefaults.bairro}
        value={address?.bairro}
        error={errors.bairro}
      />
      <LookupField
        className={form.third}
        label="Cidade"
        name="cidade"
        autoComplete="address-level2"
        typed={typed}
        typedDefault={typedDefaults.cidade}
        value={address?.cidade}
        error={errors.cidade}
        list={typed && servedCities.length > 1 ? "cidades-atendidas" : undefined}
      />
      {typed && servedCities.length > 1 ? (
        <datalist id="cidades-atendidas">
          {servedCities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      ) : null}
      {typed ? (
        <SelectField
          className={form.third}
          label="UF"
          name="uf"
          autoComplete="address-level1"
          options={brazilianStates}
          placeholder="Escolha"
          defaultValue={typedDefaults.uf ?? ""}
          required
          error={errors.uf}
        />
      ) : (
        <LookupField
          className={form.third}
          label="UF"
          name="uf"
          autoComplete="address-level1"
          typed={false}
          value={address?.uf}
          error={errors.uf}
        />
      )}
    </fieldset>
  );
}

interface LookupFieldProps {
  label: string;
  name: string;
  autoComplete: string;
  typed: boolean;
  typedDefault?: string | undefined;
  value: string | undefined;
  error?: string;
  className: string;
  /** A typed field's suggestions (a datalist's id). */
  list?: string | undefined;
}

/** Typed when the lookup failed or found it empty (a city with a single CEP). */
function LookupField({ value, typed, typedDefault = "", list, ...field }: LookupFieldProps) {
  if (typed) return <FormField key="typed" {...field} list={list} defaultValue={typedDefault} />;
  return value === "" ? (
    <FormField key="empty" {...field} defaultValue={typedDefault} />
  ) : (
    <FormField key="filled" {...field} value={value ?? ""} readOnly />
  );
}
