// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { InboxError } from "~/lib/firestore";

import { adminFormSchema } from "./admin-intents";

// Firebase's side: the staff-only clients' parts, on a stand-in connection.
const firestore = vi.hoisted(() => ({
  createCoupon: vi.fn(),
  deactivateCoupon: vi.fn(),
  correctStamps: vi.fn(),
  tableCodes: vi.fn(),
  renewTableCodes: vi.fn(),
}));
vi.mock("~/lib/coupons/staff-coupons.client", () => ({
  createStaffCoupons: () => ({ createCoupon: firestore.createCoupon, deactivateCoupon: firestore.deactivateCoupon }),
}));
vi.mock("~/lib/stamps/stamp-cards.client", () => ({
  createStampCards: () => ({ correctStamps: firestore.correctStamps }),
}));
vi.mock("~/lib/tables/table-codes.client", () => ({
  createTableCodesStore: () => ({ tableCodes: firestore.tableCodes, renewTableCodes: firestore.renewTableCodes }),
}));
vi.mock("~/lib/firestore/connection.client", () => ({
  partOf: (create: () => unknown) => ({ open: () => Promise.resolve(create()) }),
}));

const { changeShop, noticeOf, stampCorrectionNotice } = await import("./shop-writes");

/** As /Admin's clientAction gets it: the intent parsed, the rest of the form read by the change itself. */
function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const command = adminFormSchema.parse(Object.fromEntries(form));
  return changeShop(command as Parameters<typeof changeShop>[0], form);
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("a new coupon from /Admin's action", () => {
  const coupon = { intent: "coupon-create", codigo: "boasvindas10", tipo: "percent", valor: "10", porCliente: "1" };

  it("says which field is wrong and sends nothing", async () => {
    const result = await submit({ ...coupon, codigo: "abc" });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.fieldErrors?.codigo).toMatch(/de 6 a 20 letras e números/);
    expect(firestore.createCoupon).not.toHaveBeenCalled();
  });

  it("is created once the server has it, and a code already taken is said on its field", async () => {
    firestore.createCoupon.mockResolvedValueOnce("created").mockResolvedValueOnce("exists");
    const created = await submit(coupon);
    expect(noticeOf(created)).toBe("Cupom BOASVINDAS10 criado.");
    expect(firestore.createCoupon).toHaveBeenCalledWith(expect.objectContaining({ code: "BOASVINDAS10", value: 10 }));
    const taken = await submit(coupon);
    expect(taken.ok ? null : taken.fieldErrors).toEqual({ codigo: "Já existe um cupom BOASVINDAS10." });
  });
});

describe("stamp corrections, coupons turned off and table codes", () => {
  it("answers a refusal and a lost connection with the shop's one pair of notices", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    firestore.correctStamps.mockRejectedValueOnce(new InboxError("rejected", "permission-denied"));
    const stamp = { intent: "stamp-correct", docId: "abc", customerUid: "u1", delta: "-1" };
    expect(await submit(stamp)).toEqual({ ok: false, message: "Você não tem permissão para mudar a loja." });
    firestore.deactivateCoupon.mockRejectedValueOnce(new InboxError("unavailable", "unavailable"));
    expect(await submit({ intent: "coupon-deactivate", code: "BOASVINDAS10" })).toEqual({
      ok: false,
      message: "Não foi possível falar com a loja agora. Verifique a conexão e tente de novo.",
    });
  });

  it("says each one done only after the server answered", async () => {
    firestore.correctStamps.mockResolvedValueOnce(4);
    const stamp = await submit({ intent: "stamp-correct", docId: "abc", customerUid: "u1", delta: "1" });
    expect(firestore.correctStamps).toHaveBeenCalledWith({ docId: "abc", customerUid: "u1" }, 1);
    expect(noticeOf(stamp)).toBe("1 selo adicionado: o cartão do cliente tem 4 selos.");
    const tables = [{ number: 1, code: "k3y" }];
    firestore.renewTableCodes.mockResolvedValueOnce(tables);
    expect(await submit({ intent: "table-codes", work: "renew", count: "4" })).toEqual({ ok: true, data: { tables } });
    expect(firestore.renewTableCodes).toHaveBeenCalledWith(4);
    expect(firestore.tableCodes).not.toHaveBeenCalled();
  });

  it("say the card's total after a correction, and that a card at zero had nothing to take", () => {
    expect(stampCorrectionNotice(1, 1)).toBe("1 selo adicionado: o cartão do cliente tem 1 selo.");
    expect(stampCorrectionNotice(-1, 0)).toBe("1 selo retirado: o cartão do cliente tem 0 selos.");
    expect(stampCorrectionNotice(-1, null)).toBe("O cartão do cliente não tem selos para retirar.");
  });

  it("refuses a table count the shop cannot have", () => {
    expect(adminFormSchema.safeParse({ intent: "table-codes", work: "print", count: "0" }).success).toBe(false);
    expect(adminFormSchema.safeParse({ intent: "table-codes", work: "print", count: "100" }).success).toBe(false);
  });
});
