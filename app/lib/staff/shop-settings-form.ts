/** /Admin's "Loja" forms: nothing is saved until the whole form is valid. */
import type * as z from "zod/mini";

import { formatBRL, fromCents, parseMoneyInput, toCents } from "~/lib/catalogue";
import { cleanText, type FormFailure, invalidFields } from "~/lib/platform";
import type { SettingsChange } from "~/lib/settings/shop-settings.client";
import {
  AREA_TEXT_MAX,
  type DeliveryArea,
  deliveryAreaKey,
  fromTimeInput,
  MAX_AREA_AMOUNT,
  MAX_AREA_FEE,
  MAX_AREA_MINUTES,
  MAX_DELIVERY_AREAS,
  MAX_LEAD_MINUTES,
  MAX_PER_SLOT,
  MAX_TABLES,
  type OpeningHours,
  type OrderAheadSettings,
  READY_MINUTES,
  type ShopSettings,
  shopSettingsSchema,
  WEEKDAYS,
} from "~/lib/shop";

import { parseDetailsForm } from "./details-form";
import { parseLoyaltyForm } from "./loyalty-form";

type Parsed<T> = { ok: true; value: T } | FormFailure;

const text = (form: FormData, name: string) => cleanText(String(form.get(name) ?? ""));

/** `abre-0`…`abre-6`, `fecha-0`…`fecha-6` (Sunday first): both empty is a closed day. */
export function parseHoursForm(form: FormData): Parsed<(OpeningHours | null)[]> {
  const errors: Record<string, string> = {};
  const hours = WEEKDAYS.map((day, index) => {
    const opens = text(form, `abre-${index}`);
    const closes = text(form, `fecha-${index}`);
    if (opens === "" && closes === "") return null;
    const onDay = `${index === 0 || index === 6 ? "no" : "na"} ${day.toLowerCase()}`;
    const opensAt = fromTimeInput(opens);
    const closesAt = fromTimeInput(closes);
    if (opensAt === null) errors[`abre-${index}`] = `Informe a hora em que abre ${onDay}.`;
    if (closesAt === null) errors[`fecha-${index}`] = `Informe a hora em que fecha ${onDay}.`;
    if (opensAt === null || closesAt === null) return null;
    if (opensAt === closesAt) errors[`fecha-${index}`] = "A hora de fechar deve ser diferente da de abrir.";
    return { opens: opensAt, closes: closesAt };
  });
  return Object.keys(errors).length > 0 ? invalidFields(errors) : { ok: true, value: hours };
}

function wholeMinutes(value: string): number | null {
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
}

/** Empty is none (null); NaN when not an amount. */
function optionalAmount(value: string): number | null {
  if (value === "") return null;
  const amount = parseMoneyInput(value);
  return Number.isNaN(amount) || amount < 0 || amount > MAX_AREA_AMOUNT ? Number.NaN : fromCents(toCents(amount));
}

const amountMessage = (what: string) =>
  `Informe ${what} de ${formatBRL(0)} a ${formatBRL(MAX_AREA_AMOUNT)}, ou deixe vazio.`;

export function parseAreasForm(form: FormData): Parsed<DeliveryArea[]> {
  const count = Number(form.get("areas"));
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_DELIVERY_AREAS) {
    return invalidFields({ areas: `Cadastre no máximo ${MAX_DELIVERY_AREAS} áreas de entrega.` });
  }
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const areas: DeliveryArea[] = [];
  for (let i = 0; i < count; i++) {
    const city = text(form, `cidade-${i}`);
    const bairro = text(form, `bairro-${i}`);
    const fee = parseMoneyInput(text(form, `taxa-${i}`));
    const minMinutes = wholeMinutes(text(form, `min-${i}`));
    const maxMinutes = wholeMinutes(text(form, `max-${i}`));
    const minOrder = optionalAmount(text(form, `pedido-minimo-${i}`));
    const freeDeliveryFrom = optionalAmount(text(form, `gratis-acima-${i}`));
    if (Number.isNaN(minOrder)) errors[`pedido-minimo-${i}`] = amountMessage("o pedido mínimo");
    if (Number.isNaN(freeDeliveryFrom)) errors[`gratis-acima-${i}`] = amountMessage("o valor da entrega grátis");
    if (city === "" || city.length > AREA_TEXT_MAX) errors[`cidade-${i}`] = "Informe a cidade.";
    if (bairro.length > AREA_TEXT_MAX) errors[`bairro-${i}`] = `Use no máximo ${AREA_TEXT_MAX} letras.`;
    if (Number.isNaN(fee) || fee < 0 || fee > MAX_AREA_FEE)
      errors[`taxa-${i}`] = `Informe a taxa, de ${formatBRL(0)} a ${formatBRL(MAX_AREA_FEE)}.`;
    if (minMinutes === null) errors[`min-${i}`] = "Informe o tempo mínimo em minutos.";
    if (maxMinutes === null || maxMinutes > MAX_AREA_MINUTES || (minMinutes !== null && maxMinutes < minMinutes))
      errors[`max-${i}`] = "Informe o tempo máximo, igual ou maior que o mínimo.";
    const key = deliveryAreaKey({ city, bairro });
    if (city !== "" && seen.has(key)) errors[`cidade-${i}`] = "Esta área já está na lista.";
    seen.add(key);
    if (minMinutes !== null && maxMinutes !== null && !Number.isNaN(fee)) {
      areas.push({ city, bairro, fee: fromCents(toCents(fee)), minMinutes, maxMinutes, minOrder, freeDeliveryFrom });
    }
  }
  return Object.keys(errors).length > 0 ? invalidFields(errors) : { ok: true, value: areas };
}

/** What the form showed (`visto`), so a save can tell whether it replaces a change made since. */
export function parseSeenHours(form: FormData): ShopSettings["hours"] | undefined {
  return parseSeen(form, shopSettingsSchema.shape.hours);
}

export function parseSeenAreas(form: FormData): DeliveryArea[] | undefined {
  return parseSeen(form, shopSettingsSchema.shape.deliveryAreas);
}

function parseSeen<T>(form: FormData, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(String(form.get("visto") ?? "")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** "Pedidos agendados": `antecedencia`, `por-horario`, `agendados-pausada` (a checkbox) and `pronto-em`. */
export function parseOrderAheadForm(form: FormData): Parsed<OrderAheadSettings> {
  const errors: Record<string, string> = {};
  const lead = text(form, "antecedencia");
  const perSlot = text(form, "por-horario");
  const ready = Number(text(form, "pronto-em"));
  const leadMinutes = /^\d{1,4}$/.test(lead) ? Number(lead) : Number.NaN;
  const slotOrders = /^\d{1,2}$/.test(perSlot) ? Number(perSlot) : Number.NaN;
  if (!(leadMinutes <= MAX_LEAD_MINUTES)) errors.antecedencia = `Informe de 0 a ${MAX_LEAD_MINUTES} minutos.`;
  if (!(slotOrders >= 1 && slotOrders <= MAX_PER_SLOT))
    errors["por-horario"] = `Informe de 1 a ${MAX_PER_SLOT} pedidos.`;
  const readyMinutes = READY_MINUTES.find((minutes) => minutes === ready);
  if (readyMinutes === undefined) errors["pronto-em"] = "Escolha um dos tempos.";
  if (Object.keys(errors).length > 0 || readyMinutes === undefined) return invalidFields(errors);
  return {
    ok: true,
    value: { leadMinutes, perSlot: slotOrders, whilePaused: form.get("agendados-pausada") === "on", readyMinutes },
  };
}

type SettingsCommand =
  | { intent: "shop-pause"; paused: "true" | "false" }
  | { intent: "shop-pickup"; pickup: "true" | "false" }
  | { intent: "shop-soldout"; description: string; available: "true" | "false" }
  | { intent: "shop-hours" }
  | { intent: "shop-areas" }
  | { intent: "shop-order-ahead" }
  | { intent: "shop-loyalty" }
  | { intent: "shop-tables" }
  | { intent: "shop-details" };

/** "Mesas": a whole number of tables, 0 turns ordering at a table off. */
export function parseTablesForm(form: FormData): Parsed<number> {
  const typed = text(form, "mesas");
  const tables = /^\d{1,2}$/.test(typed) ? Number(typed) : Number.NaN;
  if (!(tables >= 0 && tables <= MAX_TABLES)) return invalidFields({ mesas: `Informe de 0 a ${MAX_TABLES} mesas.` });
  return { ok: true, value: tables };
}

export function parseSettingsChange(command: SettingsCommand, form: FormData): Parsed<SettingsChange> {
  switch (command.intent) {
    case "shop-pause":
      return { ok: true, value: { paused: command.paused === "true" } };
    case "shop-pickup":
      return { ok: true, value: { pickup: command.pickup === "true" } };
    case "shop-soldout":
      return {
        ok: true,
        value: { soldOut: { description: command.description, available: command.available === "true" } },
      };
    case "shop-hours": {
      const hours = parseHoursForm(form);
      return hours.ok ? { ok: true, value: { hours: hours.value, seen: parseSeenHours(form) } } : hours;
    }
    case "shop-tables": {
      const tables = parseTablesForm(form);
      return tables.ok ? { ok: true, value: { tables: tables.value } } : tables;
    }
    case "shop-order-ahead": {
      const orderAhead = parseOrderAheadForm(form);
      return orderAhead.ok ? { ok: true, value: { orderAhead: orderAhead.value } } : orderAhead;
    }
    case "shop-details": {
      const details = parseDetailsForm(form);
      return details.ok ? { ok: true, value: { details: details.value } } : details;
    }
    case "shop-loyalty": {
      const loyalty = parseLoyaltyForm(form);
      return loyalty.ok ? { ok: true, value: { loyalty: loyalty.value } } : loyalty;
    }
    case "shop-areas": {
      const areas = parseAreasForm(form);
      return areas.ok ? { ok: true, value: { deliveryAreas: areas.value, seen: parseSeenAreas(form) } } : areas;
    }
  }
}
