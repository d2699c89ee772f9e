/** `shop/settings`; without an inbox, and in firestore.rules when it is absent, the defaults below hold. */
import type { ShopDetails } from "./shop-details";

/** Minutes after the shop's midnight; `closes` at or before `opens` means past midnight. */
export interface OpeningHours {
  opens: number;
  closes: number;
}

export interface DeliveryArea {
  city: string;
  /** Empty: the whole city. */
  bairro: string;
  fee: number;
  minMinutes: number;
  maxMinutes: number;
  /** "Pedido mínimo", on the products' subtotal; null: none. */
  minOrder: number | null;
  /** "Entrega grátis acima de"; null: never free. */
  freeDeliveryFrom: number | null;
}

export interface ShopSettings {
  paused: boolean;
  /** Sunday first. A day without hours is closed; a week without any is always open. */
  hours: (OpeningHours | null)[];
  soldOut: string[];
  deliveryAreas: DeliveryArea[];
  pickup: boolean;
  orderAhead: OrderAheadSettings;
  loyalty: LoyaltySettings;
  /** "Mesas": how many tables order by QR code; 0 turns table ordering off. */
  tables: number;
  /** "Dados da loja"; null until the owner saves them: the build's (shop-details.ts). */
  details: ShopDetails | null;
  /** The Dono's menu's version (`shop/menu`'s): a device whose menu is another reads it. Absent: the build's. */
  menuVersion?: string | undefined;
}

/** "Cartão fidelidade" in "Loja" (app/lib/stamps); absent on settings saved before the card: the defaults. */
export interface LoyaltySettings {
  /** "Cartão fidelidade ativo". */
  active: boolean;
  /** "Selos para um prêmio". */
  stampsPerReward: number;
  /** "Valor máximo do prêmio (R$)", in reais. */
  maxReward: number;
}

export const defaultLoyalty: LoyaltySettings = { active: true, stampsPerReward: 10, maxReward: 15 };
export const MAX_STAMPS_PER_REWARD = 50;
/** A power of ten, as the areas' amounts. */
export const MAX_REWARD_AMOUNT = 100;

/** "Pedidos agendados" in "Loja". */
export interface OrderAheadSettings {
  /** "Antecedência mínima (min)": no slot sooner than this after now. */
  leadMinutes: number;
  /** "Pedidos por horário": a slot with this many orders is no longer offered. */
  perSlot: number;
  /** "Aceitar agendados com a loja pausada". */
  whilePaused: boolean;
  /** The "Pronto em" staff's move to "Em preparo" starts with. */
  readyMinutes: ReadyMinutes;
}

/** The choices of "Pronto em", in minutes. */
export const READY_MINUTES = [5, 10, 15, 20, 30] as const;
export type ReadyMinutes = (typeof READY_MINUTES)[number];
export const MAX_LEAD_MINUTES = 24 * 60;
export const MAX_PER_SLOT = 50;

export const MAX_DELIVERY_AREAS = 12;
export const MAX_TABLES = 99;

/** Limits the form and the rules share. */
export const AREA_TEXT_MAX = 60;
export const MAX_AREA_FEE = 100;
export const MAX_AREA_MINUTES = 600;
/** For the minimum order and free delivery; a power of ten for the rules' pattern. */
export const MAX_AREA_AMOUNT = 1000;

export const defaultShopSettings: ShopSettings = {
  paused: false,
  hours: [null, null, null, null, null, null, null],
  soldOut: [],
  deliveryAreas: [
    { city: "Recife", bairro: "", fee: 5, minMinutes: 30, maxMinutes: 45, minOrder: null, freeDeliveryFrom: null },
    { city: "Olinda", bairro: "", fee: 8, minMinutes: 40, maxMinutes: 60, minOrder: null, freeDeliveryFrom: null },
    {
      city: "Jaboatão dos Guararapes",
      bairro: "",
      fee: 8,
      minMinutes: 40,
      maxMinutes: 60,
      minOrder: null,
      freeDeliveryFrom: null,
    },
  ],
  pickup: true,
  orderAhead: { leadMinutes: 15, perSlot: 6, whilePaused: false, readyMinutes: 10 },
  loyalty: defaultLoyalty,
  tables: 0,
  details: null,
};

export const orderModes = ["delivery", "pickup", "table"] as const;
export type OrderMode = (typeof orderModes)[number];

/** The rules accept a pickup, and an order at a table, with exactly this: no fee. */
export const pickupDelivery: OrderDelivery = { fee: 0, minMinutes: 10, maxMinutes: 15 };

export interface OrderDelivery {
  fee: number;
  minMinutes: number;
  maxMinutes: number;
}
