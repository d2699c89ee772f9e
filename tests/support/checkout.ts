/** The checkout form's id, as newCheckoutId makes them. */
export const CHECKOUT_ID = "0a1b2c3d4e5f60718293a4b5";

/** A valid checkout form: a delivery to Recife looked up by its CEP, paid in cash without change. */
export function checkoutForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    intent: "checkout",
    checkoutId: CHECKOUT_ID,
    origem: "cep",
    cep: "50030-170",
    rua: "Rua do Bom Jesus",
    bairro: "Recife",
    cidade: "Recife",
    uf: "PE",
    numero: " 125 ",
    complemento: "Apto 3",
    pagamento: "dinheiro",
    troco: "",
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}
