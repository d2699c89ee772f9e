// zod/mini: the same zod, with a tree-shakable API that keeps first-load JS small.
import * as z from "zod/mini";

import { productTypes } from "./catalogue/catalogue";

export const cartItemSchema = z.object({
  image: z.string(),
  type: z.enum(productTypes),
  description: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.int().check(z.positive()),
  /**
   * Per option group, the chosen options (options.ts); absent on lines of older carts, which get
   * the defaults. The previous version's reader drops this field and merges a product's lines.
   */
  choices: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Card or cash on delivery, or Pix (when the shop has a key) paid from the code on /order-done. */
export const paymentMethods = ["credito", "debito", "dinheiro", "pix"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** An order's `payment` once staff confirm its Pix (null until then): the one value firestore.rules let them write. */
export const PIX_RECEIVED = "Pix recebido";

export const brazilianStates = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrazilianState = (typeof brazilianStates)[number];
/** A state as the CEP services and the checkout give it: one of the 27, in capitals. */
export const ufSchema = z.enum(brazilianStates);

/** Whether the address came from the CEP lookup or was typed because the lookup failed. */
export const addressOrigins = ["cep", "manual"] as const;
export type AddressOrigin = (typeof addressOrigins)[number];

/** The address of an order this version makes. */
export const addressSchema = z.object({
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string().check(z.minLength(1)),
  uf: ufSchema,
  numero: z.string().check(z.trim(), z.minLength(1)),
  complemento: z.string(),
  cep: z.string().check(z.regex(/^\d{8}$/)),
  origem: z.enum(addressOrigins),
});
export type Address = z.infer<typeof addressSchema>;

/** "pending": saved here, not yet acknowledged by the shop; "sent": the shop has it; "rejected": refused for good. */
export const inboxStates = ["pending", "sent", "rejected"] as const;
export type InboxState = (typeof inboxStates)[number];

/**
 * Reading stored orders is tolerant: orders of the original shop and of other versions of this
 * one are shown, and whatever this version does not know passes through untouched.
 */

/** Longer than any real value: an entry with more is not an order, and is not rendered. */
const STORED_TEXT_MAX = 1_000;
const storedText = z.string().check(z.maxLength(STORED_TEXT_MAX));
const optionalText = z._default(storedText, "");

/** "52011-000", " 52011 000 " → "52011000": the CEP as ViaCEP and the original shop wrote it. */
const storedCep = z.string().check(
  z.maxLength(20),
  z.overwrite((cep) => cep.replace(/[\s.-]/g, "")),
  z.regex(/^\d{8}$/),
);

export const storedAddressSchema = z.looseObject({
  rua: optionalText,
  bairro: optionalText,
  cidade: storedText.check(z.minLength(1)),
  uf: storedText.check(z.minLength(1)),
  /** The original shop never stored a number: shown as "s/n". */
  numero: optionalText,
  complemento: optionalText,
  cep: storedCep,
  origem: z.optional(storedText),
});
export type StoredAddress = z.infer<typeof storedAddressSchema>;

const storedOrderLineSchema = z.looseObject({
  image: optionalText,
  type: storedText,
  description: storedText.check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: z.int().check(z.positive()),
  /** The line's choices; absent on orders before options, and not shown when another version stored them otherwise. */
  choices: z.catch(z.optional(z.record(storedText, z.array(storedText))), undefined),
});
export type OrderLine = z.infer<typeof storedOrderLineSchema>;

export const storedOrderSchema = z.looseObject({
  /** Creation time in ms since the epoch, bumped by one when taken, so it is unique. */
  id: z.number().check(z.positive(), z.refine(Number.isSafeInteger)),
  /** The checkout form that made it: a second submission of the same form makes no second order. */
  checkoutId: z.optional(storedText),
  /** Where it goes; null for a pickup ("Retirar na loja"). */
  address: z.nullable(storedAddressSchema),
  /** "pickup" or "delivery" (orders of older versions have none: deliveries); another version's shown as a delivery. */
  mode: z.optional(storedText),
  /** One of `paymentMethods`, or a method of another version, shown as it is. */
  paymentMethod: storedText.check(z.minLength(1)),
  /** Cash change asked for, in reais; only with "dinheiro". */
  changeFor: z._default(z.nullable(z.number().check(z.positive())), null),
  cart: z.array(storedOrderLineSchema).check(z.minLength(1), z.maxLength(200)),
  /** "Pendente" when made here; other versions and the shop may have moved it on. */
  status: storedText.check(z.minLength(1)),
  payment: z.optional(z.unknown()),
  /** The outbox: whether the shop's inbox has it. Absent on orders made without an inbox. */
  inbox: z.optional(z.enum(inboxStates)),
  /** Why the inbox refused it, in pt-BR, when it did. */
  inboxError: z.optional(storedText),
  /** The delivery fee and time range of the area it went to; absent on orders of older versions. */
  delivery: z.optional(
    z.object({
      fee: z.number().check(z.nonnegative()),
      minMinutes: z.int().check(z.nonnegative()),
      maxMinutes: z.int().check(z.nonnegative()),
    }),
  ),
  /** The shopper's note ("Observações"); absent when none, and on orders of older versions. */
  note: z.optional(storedText),
});
export type Order = z.infer<typeof storedOrderSchema>;

const minuteOfDay = z.int().check(z.nonnegative(), z.lte(24 * 60 - 1));

/**
 * The shop's settings as the storefront keeps them (and reads them from Firestore): anything
 * that does not fit makes the whole read fail, and the last good settings (or the defaults) stay.
 */
export const shopSettingsSchema = z.object({
  paused: z.boolean(),
  hours: z.array(z.nullable(z.object({ opens: minuteOfDay, closes: minuteOfDay }))).check(z.length(7)),
  soldOut: z.array(z.string()),
  deliveryAreas: z.array(
    z.object({
      city: z.string().check(z.minLength(1)),
      bairro: z.string(),
      fee: z.number().check(z.nonnegative()),
      minMinutes: z.int().check(z.nonnegative()),
      maxMinutes: z.int().check(z.nonnegative()),
      /** Absent on areas saved by older versions: no minimum, no free delivery. */
      minOrder: z._default(z.nullable(z.number().check(z.nonnegative())), null),
      freeDeliveryFrom: z._default(z.nullable(z.number().check(z.nonnegative())), null),
    }),
  ),
  /** Absent on settings saved by older versions: pickup is offered. */
  pickup: z._default(z.boolean(), true),
});

/**
 * Orders of this device's anonymous account that could not be moved to the Google account signed
 * in to (offline): moved at a later visit of the same account (`to`), while the ticket is good.
 */
export const pendingOrderMoveSchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(64)),
  docIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(1_000)),
  to: z.string().check(z.minLength(1)),
});
export type PendingOrderMove = z.infer<typeof pendingOrderMoveSchema>;

/** A field of the checkout draft: kept when it reads, dropped alone when it does not. */
const draftField = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const draftText = draftField(storedText);

/**
 * What the shopper filled in at checkout, kept until the order is placed or the cart cleared:
 * each field by its form name; one that cannot be read is dropped without its neighbours.
 */
export const checkoutDraftSchema = z.object({
  modo: draftField(z.enum(["entrega", "retirada"])),
  cep: draftField(z.string().check(z.regex(/^\d{0,8}$/))),
  origem: draftField(z.enum(addressOrigins)),
  rua: draftText,
  bairro: draftText,
  cidade: draftText,
  uf: draftField(ufSchema),
  numero: draftText,
  complemento: draftText,
  pagamento: draftField(z.enum(paymentMethods)),
  troco: draftText,
  observacoes: draftText,
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

export const favoriteSchema = z.string().check(z.minLength(1));

/** Staff's alerts on /Admin, as this device remembers them; a missing field is off. */
export const staffAlertSettingsSchema = z.object({
  sound: z._default(z.boolean(), false),
  notifications: z._default(z.boolean(), false),
});
export type StaffAlertSettings = z.infer<typeof staffAlertSettingsSchema>;

/**
 * A change staff asked of the shop, kept on the device until the server has it (the staff outbox,
 * app/lib/inbox/staff-actions.ts): a kind, the document it changes, and a payload each kind reads
 * for itself, so an action of another version is kept, and neither sent nor shown.
 */
export const staffActionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  kind: z.string().check(z.minLength(1)),
  docId: z.string().check(z.minLength(1)),
  payload: z.record(z.string(), z.unknown()),
  /** What staff asked, in pt-BR ("Excluir o pedido nº …"), for the list of unsaved changes. */
  label: z.string(),
  /** The e-mail of the member of staff who asked: only they send it, with their rights. */
  staff: z.string(),
  createdAt: z.number(),
  state: z.enum(["pending", "rejected"]),
  /** Why the shop refused it, in pt-BR. */
  reason: z.optional(z.string()),
  /** The last try could not reach the shop; it is tried again. */
  unsent: z.optional(z.boolean()),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
