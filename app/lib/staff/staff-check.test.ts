import { describe, expect, it, vi } from "vitest";

import { staffChecker } from "./staff-check";
import type { StaffRole } from "./staff-roles";

describe("staffChecker", () => {
  it("asks nothing for nobody signed in", async () => {
    const roleOf = vi.fn(async (): Promise<StaffRole | null> => "dono");
    expect(await staffChecker(roleOf)(undefined)).toBeNull();
    expect(roleOf).not.toHaveBeenCalled();
  });

  it("keeps a role, so offline the staff stay staff, and asks again after a no", async () => {
    const roleOf = vi.fn(async (email: string): Promise<StaffRole | null> =>
      email === "bia@cafe.com" ? "equipe" : null,
    );
    const check = staffChecker(roleOf);
    expect(await check("bia@cafe.com")).toBe("equipe");
    roleOf.mockRejectedValue(new Error("offline"));
    expect(await check("bia@cafe.com")).toBe("equipe");
    roleOf.mockResolvedValue(null);
    expect(await check("cliente@cafe.com")).toBe("not-staff");
    roleOf.mockResolvedValue("dono");
    expect(await check("cliente@cafe.com")).toBe("dono");
    expect(roleOf).toHaveBeenCalledTimes(3);
  });

  it("answers unchecked when no answer came", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await staffChecker(() => Promise.reject(new Error("offline")))("bia@cafe.com")).toBe("unchecked");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
