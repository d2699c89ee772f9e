import * as z from "zod/mini";

import { DRINK_NAME_PATTERN, MENU_LIMITS } from "~/lib/menu";
import { orderStatuses, READY_MINUTES } from "~/lib/orders";
import { MAX_TABLES } from "~/lib/shop";

const orderId = z.coerce.number().check(z.int(), z.positive());
const docId = z.string().check(z.minLength(1));
/** Any drink of the live menu, by the shape every drink's name has (the rules check the same). */
const drinkName = new RegExp(`^${DRINK_NAME_PATTERN}$`, "u");
/** As staff read it on the card, for the note of what they did: "047", or an unnumbered order's long id. */
const shownNumber = z.string().check(z.regex(/^\d{1,16}$/));

export const adminFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: orderId, occurrence: z.coerce.number().check(z.int(), z.nonnegative()) }),
  /** The shop's inbox and settings: staff only, the rules refuse anyone else. */
  z.object({ intent: z.literal("shop-delete"), docId, number: shownNumber, customerUid: z.string() }),
  z.object({
    intent: z.literal("status"),
    docId,
    number: shownNumber,
    status: z.enum(orderStatuses),
    readyInMinutes: z.optional(z.pipe(z.coerce.number(), z.literal([...READY_MINUTES]))),
  }),
  z.object({ intent: z.literal("pix-received"), docId, number: shownNumber }),
  z.object({
    intent: z.literal("shop-block"),
    customerUid: docId,
    number: shownNumber,
    /** Space-separated document ids. */
    openDocIds: z.pipe(
      z.string(),
      z.transform((ids) => ids.split(" ").filter(Boolean)),
    ),
  }),
  z.object({ intent: z.literal("staff-dismiss"), id: z.string().check(z.minLength(1)) }),
  z.object({ intent: z.literal("shop-pause"), paused: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("shop-pickup"), pickup: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("shop-order-ahead") }),
  z.object({ intent: z.literal("shop-loyalty") }),
  z.object({ intent: z.literal("shop-tables") }),
  z.object({ intent: z.literal("shop-details") }),
  z.object({
    intent: z.literal("shop-soldout"),
    description: z.string().check(z.regex(drinkName), z.maxLength(MENU_LIMITS.nameLength)),
    available: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("shop-hours") }),
  /** "Cardápio": the drink's fields are parsed by parseDrinkForm, which says which one is wrong. */
  z.object({ intent: z.literal("menu-drink"), id: docId, versao: z.optional(z.string()) }),
  z.object({
    intent: z.literal("menu-visibility"),
    id: docId,
    hidden: z.enum(["true", "false"]),
    versao: z.optional(z.string()),
  }),
  /** An option's group, name and price are parsed by parseChoiceForm. */
  z.object({ intent: z.literal("menu-choice-price"), versao: z.optional(z.string()) }),
  z.object({ intent: z.literal("menu-choice-add"), versao: z.optional(z.string()) }),
  /** "Renomear opção": parsed by parseChoiceRenameForm. */
  z.object({ intent: z.literal("menu-choice-rename"), versao: z.optional(z.string()) }),
  /** "Adicionar café": its fields are parsed by parseDrinkForm, as "Editar"'s. */
  z.object({ intent: z.literal("menu-drink-add"), versao: z.optional(z.string()) }),
  /** "Novo grupo de opções": its fields are parsed by parseGroupForm. */
  z.object({ intent: z.literal("menu-group-add"), versao: z.optional(z.string()) }),
  /** "Nova categoria": its name is parsed by parseCategoryForm. */
  z.object({ intent: z.literal("menu-category-add"), versao: z.optional(z.string()) }),
  z.object({ intent: z.literal("menu-category-remove"), name: docId, versao: z.optional(z.string()) }),
  z.object({ intent: z.literal("menu-move"), id: docId, by: z.enum(["-1", "1"]), versao: z.optional(z.string()) }),
  z.object({ intent: z.literal("shop-areas") }),
  /** The coupon's fields are parsed by parseCouponForm, which says which one is wrong. */
  z.object({ intent: z.literal("coupon-create") }),
  z.object({ intent: z.literal("coupon-deactivate"), code: z.string().check(z.minLength(1)) }),
  z.object({ intent: z.literal("stamp-correct"), docId, customerUid: docId, delta: z.enum(["1", "-1"]) }),
  /** "Equipe": the e-mail is parsed by parseTeamForm, which says what is wrong with it. */
  z.object({ intent: z.literal("team-set") }),
  z.object({ intent: z.literal("team-remove") }),
  z.object({
    intent: z.literal("table-codes"),
    work: z.enum(["print", "renew"]),
    count: z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_TABLES)),
  }),
]);

export type AdminCommand = z.infer<typeof adminFormSchema>;
