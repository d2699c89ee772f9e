import { parseMoneyInput } from "~/lib/catalogue";

import {
  type Coupon,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  endOfShopDay,
  MAX_COUPON_REAIS,
  MAX_LISTED_CUSTOMERS,
  MAX_PERCENT,
  normalizeCode,
} from "./coupon";

/**
 * What staff create: the terms, active, the total limit of a count that starts at none used, and the customers
 * it is only for (Clientes' "Criar cupom para eles"), or null for everyone.
 */
export type NewCoupon = Omit<Coupon, "active" | "forListed"> & {
  totalLimit: number | null;
  forCustomers: readonly string[] | null;
};

export type CouponFormErrors = Partial<
  Record<"codigo" | "valor" | "maximo" | "minimo" | "validade" | "porCliente" | "total" | "clientes", string>
>;

/** The hidden field of a coupon for listed customers: their ids, comma-separated; absent for everyone. */
export const FOR_CUSTOMERS_FIELD = "clientes";

function forCustomers(form: FormData): readonly string[] | null | "bad" {
  const text = form.get(FOR_CUSTOMERS_FIELD);
  if (text === null) return null;
  const uids = [
    ...new Set(
      String(text)
        .split(",")
        .filter((uid) => /^[A-Za-z0-9-]{1,128}$/.test(uid)),
    ),
  ];
  return uids.length === 0 || uids.length > MAX_LISTED_CUSTOMERS ? "bad" : uids;
}

function money(text: string): number | null | "bad" {
  if (text.trim() === "") return null;
  const reais = parseMoneyInput(text);
  return Number.isNaN(reais) || reais > MAX_COUPON_REAIS ? "bad" : reais;
}

function whole(text: string, fallback: number | null): number | null | "bad" {
  if (text.trim() === "") return fallback;
  const value = Number(text.trim());
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : "bad";
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** "Cupons" on /Admin: the form's fields as a coupon, or a pt-BR message per field. */
export function parseCouponForm(
  form: FormData,
  now: number,
): { ok: true; coupon: NewCoupon } | { ok: false; errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const code = normalizeCode(field(form, "codigo"));
  if (!code)
    errors.codigo = `Use de ${COUPON_CODE_MIN_LENGTH} a ${COUPON_CODE_MAX_LENGTH} letras e números, sem espaços nem acentos: um código curto pode ser adivinhado.`;
  const kind = field(form, "tipo") === "fixed" ? "fixed" : "percent";
  const value = kind === "percent" ? whole(field(form, "valor"), null) : money(field(form, "valor"));
  if (value === null || value === "bad" || value <= 0 || (kind === "percent" && value > MAX_PERCENT))
    errors.valor = kind === "percent" ? "Informe um percentual de 1 a 100." : "Informe o valor, por exemplo 5,00.";
  const maxDiscount = kind === "percent" ? money(field(form, "maximo")) : null;
  if (maxDiscount === "bad" || maxDiscount === 0) errors.maximo = "Informe o desconto máximo, por exemplo 10,00.";
  const minOrder = money(field(form, "minimo"));
  if (minOrder === "bad") errors.minimo = "Informe o pedido mínimo, por exemplo 20,00.";
  const date = field(form, "validade");
  const validUntil = date === "" ? null : endOfShopDay(date);
  if (date !== "" && (validUntil === null || validUntil <= now)) errors.validade = "Escolha uma data a partir de hoje.";
  const perCustomer = whole(field(form, "porCliente"), null);
  if (perCustomer === "bad") errors.porCliente = "Informe um número inteiro, ou deixe vazio para sem limite.";
  const totalLimit = whole(field(form, "total"), null);
  if (totalLimit === "bad") errors.total = "Informe um número inteiro, ou deixe vazio para sem limite.";
  const listed = forCustomers(form);
  if (listed === "bad")
    errors.clientes = `Um cupom para clientes escolhidos vale para 1 a ${MAX_LISTED_CUSTOMERS} clientes.`;
  if (Object.keys(errors).length > 0 || !code || typeof value !== "number" || listed === "bad")
    return { ok: false, errors };
  return {
    ok: true,
    coupon: {
      code,
      kind,
      value,
      maxDiscount: typeof maxDiscount === "number" ? maxDiscount : null,
      minOrder: typeof minOrder === "number" ? minOrder : null,
      validUntil,
      firstOrderOnly: form.get("primeiro") === "on",
      perCustomer: typeof perCustomer === "number" ? perCustomer : null,
      totalLimit: typeof totalLimit === "number" ? totalLimit : null,
      forCustomers: listed,
    },
  };
}
