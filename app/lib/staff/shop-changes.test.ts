// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { setAuthState } from "~/lib/account";
import { InboxError } from "~/lib/firestore";
import { pixReceivedAction } from "~/lib/orders";

import { readStaffActions } from "./staff-storage";

const inbox = vi.hoisted(() => ({ saveShopSettings: vi.fn(), refreshShopSettings: vi.fn() }));
vi.mock("~/lib/settings/shop-settings.client", () => ({
  createShopSettingsStore: () => ({ saveShopSettings: inbox.saveShopSettings }),
}));
vi.mock("~/lib/firestore/connection.client", () => ({
  partOf: (create: () => unknown) => ({ open: () => Promise.resolve(create()) }),
}));
vi.mock("~/lib/settings/settings.client", () => ({ refreshShopSettings: inbox.refreshShopSettings }));

const { changeShopSettings, queueStaffAction, shopChangeFailure } = await import("./shop-changes");

afterEach(() => {
  setAuthState({ status: "unknown" });
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("changeShopSettings", () => {
  it("saves, then shows the settings on this device, saying when it replaced another's change", async () => {
    inbox.saveShopSettings.mockResolvedValueOnce({ overwrote: false }).mockResolvedValueOnce({ overwrote: true });
    expect(await changeShopSettings({ paused: true })).toEqual({ ok: true });
    expect(inbox.saveShopSettings).toHaveBeenCalledWith({ paused: true });
    expect(inbox.refreshShopSettings).toHaveBeenCalledOnce();
    expect(await changeShopSettings({ pickup: false })).toEqual({
      ok: true,
      data: {
        notice:
          "Salvo. Isto substituiu uma alteração que outro membro da equipe fez depois que você abriu esta página.",
      },
    });
  });

  it("answers the refusal or the failed connection", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    inbox.saveShopSettings.mockRejectedValueOnce(new InboxError("rejected", "permission-denied"));
    expect(await changeShopSettings({ paused: true })).toEqual({
      ok: false,
      message: "Você não tem permissão para mudar a loja.",
    });
    inbox.saveShopSettings.mockRejectedValueOnce(new InboxError("unavailable", "unavailable"));
    expect(await changeShopSettings({ paused: true })).toEqual(shopChangeFailure(new TypeError("offline")));
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

describe("shopChangeFailure", () => {
  it("tells a refusal from a failed connection", () => {
    expect(shopChangeFailure(new InboxError("rejected", "permission-denied")).message).toBe(
      "Você não tem permissão para mudar a loja.",
    );
    expect(shopChangeFailure(new InboxError("unavailable", "unavailable")).message).toBe(
      "Não foi possível falar com a loja agora. Verifique a conexão e tente de novo.",
    );
  });
});

describe("queueStaffAction", () => {
  const pixReceived = (origin: { id: string; staff: string; now: number }) =>
    pixReceivedAction({ docId: "abc", number: "007" }, origin);

  it("asks for the staff's sign-in first", async () => {
    expect(await queueStaffAction(pixReceived)).toEqual({
      ok: false,
      message: "Entre com a conta da equipe para mudar a loja.",
    });
    expect(await readStaffActions()).toEqual([]);
  });

  it("queues the change, made by the signed-in member of staff, for the outbox to send", async () => {
    setAuthState({
      status: "signed-in",
      user: { uid: "u1", name: "Ana", email: "ana@cafe.com", photo: null },
    });
    expect(await queueStaffAction(pixReceived)).toEqual({ ok: true });
    expect(await readStaffActions()).toMatchObject([{ kind: "pix-received", docId: "abc", staff: "ana@cafe.com" }]);
  });
});
