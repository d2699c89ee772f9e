import { parseMoneyInput } from "~/lib/catalogue";
import { cleanText, type FormFailure, invalidFields } from "~/lib/platform";
import { type LoyaltySettings, MAX_REWARD_AMOUNT, MAX_STAMPS_PER_REWARD } from "~/lib/shop";

/** "Cartão fidelidade": `fidelidade-ativo` (a checkbox), `selos-premio` and `premio-maximo` (R$). */
export function parseLoyaltyForm(form: FormData): { ok: true; value: LoyaltySettings } | FormFailure {
  const errors: Record<string, string> = {};
  const stampsText = cleanText(String(form.get("selos-premio") ?? ""));
  const stamps = /^\d{1,2}$/.test(stampsText) ? Number(stampsText) : Number.NaN;
  const maxReward = parseMoneyInput(cleanText(String(form.get("premio-maximo") ?? "")));
  if (!(stamps >= 1 && stamps <= MAX_STAMPS_PER_REWARD))
    errors["selos-premio"] = `Informe de 1 a ${MAX_STAMPS_PER_REWARD} selos.`;
  if (!(maxReward > 0 && maxReward <= MAX_REWARD_AMOUNT))
    errors["premio-maximo"] = `Informe um valor acima de R$ 0,00 e até R$ ${MAX_REWARD_AMOUNT},00.`;
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  return { ok: true, value: { active: form.get("fidelidade-ativo") === "on", stampsPerReward: stamps, maxReward } };
}
