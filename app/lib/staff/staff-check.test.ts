import { describe, expect, it, vi } from "vitest";

import { staffChecker } from "./staff-check";

describe("staffChecker", () => {
  it("asks nothing for nobody signed in", async () => {
    const isStaff = vi.fn(async () => true);
    expect(await staffChecker(isStaff)(undefined)).toBeNull();
    expect(isStaff).not.toHaveBeenCalled();
  });

  it("keeps a yes, so offline the staff stay staff, and asks again after a no", async () => {
    const isStaff = vi.fn(async (email: string) => email === "equipe@cafe.com");
    const check = staffChecker(isStaff);
    expect(await check("equipe@cafe.com")).toBe("staff");
    isStaff.mockRejectedValue(new Error("offline"));
    expect(await check("equipe@cafe.com")).toBe("staff");
    isStaff.mockResolvedValue(false);
    expect(await check("cliente@cafe.com")).toBe("not-staff");
    isStaff.mockResolvedValue(true);
    expect(await check("cliente@cafe.com")).toBe("staff");
    expect(isStaff).toHaveBeenCalledTimes(3);
  });

  it("answers unchecked when no answer came", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await staffChecker(() => Promise.reject(new Error("offline")))("equipe@cafe.com")).toBe("unchecked");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
