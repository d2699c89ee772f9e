import { signedInUser } from "~/lib/account";
import { parseCouponForm } from "~/lib/coupons";
import { type FormFailure, type FormResult, invalidFields } from "~/lib/platform";
import { settingsModule } from "~/lib/settings";
import { stampCardsPart } from "~/lib/stamps";
import type { TableRef } from "~/lib/tables";

import type { AdminCommand } from "./admin-intents";
import { type MenuChange, menuOverwroteText, menuSavedText, type NewPhoto } from "./menu-editor";
import {
  CATEGORY_NAME_FIELD,
  CHOICE_LABEL_FIELD,
  DRAWING_FIELD,
  groupNamesOf,
  NEW_DRINK_NAME_FIELD,
  parseCategoryForm,
  parseChoiceForm,
  parseChoiceRenameForm,
  parseDrinkForm,
  parseGroupForm,
  PHOTO_FIELD,
} from "./menu-forms";
import { menuPart, staffCouponsPart, staffTeamPart, tableCodesPart } from "./parts";
import { changeShopSettings, shopChangeFailure } from "./shop-changes";
import { parseSettingsChange } from "./shop-settings-form";
import { roleLabels } from "./staff-roles";
import { parseTeamForm } from "./team";

/**
 * What a shop-wide change hands back to the form that made it: a line to show, or the tables' codes to print;
 * the menu's save, its new version too, so its panel knows that change as its own.
 */
export type ShopChangeData = { notice: string; menuVersion?: string } | { tables: TableRef[] } | undefined;

/** Where a name a change gives is said as taken: beside the field that typed it. */
const nameFieldOf: Partial<Record<MenuChange["kind"], string>> = {
  "category-add": CATEGORY_NAME_FIELD,
  "choice-rename": CHOICE_LABEL_FIELD,
};

/** Saved or visibly not: the notice comes once the server has the new menu, and this device's pages follow. */
function changeMenu(change: MenuChange, seen: string | undefined): Promise<FormResult<ShopChangeData>> {
  return sentNow(async () => {
    const saved = await (await menuPart.open()).saveMenuChange(change, seen || null);
    const nameField = nameFieldOf[change.kind];
    if (!saved.ok && saved.nameTaken) return invalidFields({ [NEW_DRINK_NAME_FIELD]: saved.message });
    if (!saved.ok && saved.notApplied && nameField) return invalidFields({ [nameField]: saved.message });
    if (!saved.ok) return { ok: false, message: saved.message };
    const { refreshShopSettings } = await settingsModule();
    await refreshShopSettings();
    return {
      ok: true,
      data: { notice: saved.overwrote ? menuOverwroteText : menuSavedText, menuVersion: saved.version },
    };
  });
}

/** "Foto": made small on this device before anything is sent; none chosen, the drink's picture stays. */
async function photoOfForm(form: FormData): Promise<{ ok: true; photo?: NewPhoto } | FormFailure> {
  const file = form.get(PHOTO_FIELD);
  if (!(file instanceof File) || file.size === 0) return { ok: true };
  const made = await (await import("./menu-photo-maker.client")).makeMenuPhoto(file);
  return made.ok ? { ok: true, photo: made.photo } : invalidFields({ [PHOTO_FIELD]: made.message });
}

/** The drink's fields and its photo, each error beside its field. */
async function drinkChange<T>(
  form: FormData,
  fields: { ok: true; value: T } | FormFailure,
  change: (value: T, photo?: NewPhoto) => MenuChange,
  seen: string | undefined,
): Promise<FormResult<ShopChangeData>> {
  const photo = await photoOfForm(form);
  if (!fields.ok || !photo.ok) {
    return invalidFields({ ...(fields.ok ? {} : fields.fieldErrors), ...(photo.ok ? {} : photo.fieldErrors) });
  }
  return changeMenu(change(fields.value, photo.photo), seen);
}

/** The line a shop-wide change's form shows once saved, if any. */
export function noticeOf(result: FormResult<ShopChangeData> | undefined): string | null {
  return result?.ok && result.data && "notice" in result.data ? result.data.notice : null;
}

/** Orders' changes go through the outbox, the device's own records through storage (the route's action). */
type ShopCommand = Exclude<
  AdminCommand,
  { intent: "delete" | "shop-delete" | "status" | "pix-received" | "shop-block" | "staff-dismiss" }
>;

/** Sent now, from /Admin's clientAction: done only once the server has it, refused with the same notices (0044). */
async function sentNow(write: () => Promise<FormResult<ShopChangeData>>): Promise<FormResult<ShopChangeData>> {
  try {
    return await write();
  } catch (error) {
    console.error("The shop could not be changed:", error);
    return shopChangeFailure(error);
  }
}

export async function changeShop(command: ShopCommand, form: FormData): Promise<FormResult<ShopChangeData>> {
  switch (command.intent) {
    case "coupon-create": {
      const parsed = parseCouponForm(form, Date.now());
      if (!parsed.ok) return invalidFields(parsed.errors);
      const { code } = parsed.coupon;
      return sentNow(async () =>
        (await (await staffCouponsPart.open()).createCoupon(parsed.coupon)) === "created"
          ? { ok: true, data: { notice: `Cupom ${code} criado.` } }
          : invalidFields({ codigo: `Já existe um cupom ${code}.` }),
      );
    }
    case "coupon-deactivate":
      return sentNow(async () => {
        await (await staffCouponsPart.open()).deactivateCoupon(command.code);
        return { ok: true, data: { notice: `Cupom ${command.code} desativado.` } };
      });
    case "stamp-correct": {
      const delta = command.delta === "1" ? 1 : -1;
      return sentNow(async () => {
        const stamps = await (
          await stampCardsPart.open()
        ).correctStamps({ docId: command.docId, customerUid: command.customerUid }, delta);
        return { ok: true, data: { notice: stampCorrectionNotice(delta, stamps) } };
      });
    }
    case "team-set":
    case "team-remove":
      return changeTeam(form);
    case "menu-drink":
      return drinkChange(
        form,
        parseDrinkForm(form),
        (fields, photo) => ({
          kind: "drink",
          id: command.id,
          fields,
          groups: groupNamesOf(form),
          // A photo chosen wins over "Voltar ao desenho".
          photo: photo ?? (form.get(DRAWING_FIELD) === "1" ? "drawing" : undefined),
        }),
        command.versao,
      );
    case "menu-visibility":
      return changeMenu({ kind: "visibility", id: command.id, hidden: command.hidden === "true" }, command.versao);
    case "menu-choice-price":
    case "menu-choice-add": {
      const choice = parseChoiceForm(form);
      const kind = command.intent === "menu-choice-add" ? "choice-add" : "choice-price";
      return choice.ok ? changeMenu({ kind, choice: choice.value }, command.versao) : choice;
    }
    case "menu-drink-add":
      return drinkChange(
        form,
        parseDrinkForm(form),
        (drink, photo) => ({ kind: "drink-add", drink, groups: groupNamesOf(form), photo }),
        command.versao,
      );
    case "menu-group-add": {
      const group = parseGroupForm(form);
      return group.ok ? changeMenu({ kind: "group-add", group: group.value }, command.versao) : group;
    }
    case "menu-choice-rename": {
      const renamed = parseChoiceRenameForm(form);
      return renamed.ok ? changeMenu({ kind: "choice-rename", ...renamed.value }, command.versao) : renamed;
    }
    case "menu-category-remove":
      return changeMenu({ kind: "category-remove", name: command.name }, command.versao);
    case "menu-category-add": {
      const name = parseCategoryForm(form);
      return name.ok ? changeMenu({ kind: "category-add", name: name.value }, command.versao) : name;
    }
    case "menu-move":
      return changeMenu({ kind: "move", id: command.id, by: command.by === "1" ? 1 : -1 }, command.versao);
    case "table-codes":
      return sentNow(async () => {
        const codes = await tableCodesPart.open();
        const tables = await (command.work === "renew" ? codes.renewTableCodes : codes.tableCodes)(command.count);
        return { ok: true, data: { tables } };
      });
    default: {
      const change = parseSettingsChange(command, form);
      return change.ok ? changeShopSettings(change.value) : change;
    }
  }
}

/** What "+1 selo" / "−1 selo" did, with the card's total after it: staff say it to the customer. */
export function stampCorrectionNotice(delta: 1 | -1, stamps: number | null): string {
  if (stamps === null) return "O cartão do cliente não tem selos para retirar.";
  const total = stamps === 1 ? "1 selo" : `${stamps} selos`;
  return `${delta > 0 ? "1 selo adicionado" : "1 selo retirado"}: o cartão do cliente tem ${total}.`;
}

/** "Equipe": a Dono adds, changes or removes another member; their own document never (the rules' too). */
async function changeTeam(form: FormData): Promise<FormResult<ShopChangeData>> {
  const own = signedInUser()?.email;
  if (!own) return { ok: false, message: "Entre com a conta do Dono para mudar a equipe." };
  const parsed = parseTeamForm(form, own);
  if (!parsed.ok) return parsed;
  const { change } = parsed;
  return sentNow(async () => {
    const team = await staffTeamPart.open();
    if (change.kind === "remove") {
      await team.removeMember(change.email);
      return { ok: true, data: { notice: `${change.email} saiu da equipe.` } };
    }
    const role = roleLabels[change.role];
    const done = await team.setMember(change.email, change.role, own);
    const notice =
      done === "added" ? `${change.email} entrou na equipe como ${role}.` : `${change.email} agora é ${role}.`;
    return { ok: true, data: { notice } };
  });
}
