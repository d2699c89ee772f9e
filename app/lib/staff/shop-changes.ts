import { signedInUser } from "~/lib/account";
import { InboxError } from "~/lib/firestore";
import { enqueueAction, type StaffAction } from "~/lib/orders";
import { type FormFailure, type FormResult, randomId, save } from "~/lib/platform";
import { settingsModule, shopSettingsPart } from "~/lib/settings";
import type { SettingsChange } from "~/lib/settings/shop-settings.client";

import { overwroteText, type SettingsSaved } from "./settings-conflicts";
import { changeStaffActions } from "./staff-storage";

/** Shown as saving until the server has it; the outbox sends it as soon as the queue changes. */
export async function queueStaffAction(
  make: (origin: { id: string; staff: string; now: number }) => StaffAction,
): Promise<FormResult> {
  const staff = signedInUser()?.email;
  if (!staff) return { ok: false, message: "Entre com a conta da equipe para mudar a loja." };
  const action = make({ id: randomId(), staff, now: Date.now() });
  return save(() => changeStaffActions((entries) => enqueueAction(entries, action)));
}

export function shopChangeFailure(error: unknown): FormFailure {
  return {
    ok: false,
    message:
      error instanceof InboxError && error.kind === "rejected"
        ? "Você não tem permissão para mudar a loja."
        : "Não foi possível falar com a loja agora. Verifique a conexão e tente de novo.",
  };
}

type ShopSettingsJob = Awaited<ReturnType<typeof shopSettingsPart.open>>;

async function changeShop(change: (settings: ShopSettingsJob) => Promise<void>): Promise<FormResult> {
  try {
    await change(await shopSettingsPart.open());
    return { ok: true };
  } catch (error) {
    console.error("The shop could not be changed:", error);
    return shopChangeFailure(error);
  }
}

/** Only what changed; says so when it replaced another staff member's change this page had not shown. */
export async function changeShopSettings(change: SettingsChange): Promise<FormResult<SettingsSaved>> {
  let overwrote = false;
  const result = await changeShop(async (settings) => {
    const { refreshShopSettings } = await settingsModule();
    ({ overwrote } = await settings.saveShopSettings(change));
    await refreshShopSettings();
  });
  return result.ok && overwrote ? { ok: true, data: { notice: overwroteText } } : result;
}
