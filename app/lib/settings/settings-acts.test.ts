import { describe, expect, it } from "vitest";

import { parseSettingsAct, sectionOfChange } from "./settings-acts";

describe("settings acts", () => {
  it("names the part a change saves, whatever its maker had seen", () => {
    expect(sectionOfChange({ paused: true })).toBe("paused");
    expect(sectionOfChange({ hours: [], seen: [] })).toBe("hours");
    expect(sectionOfChange({ deliveryAreas: [], seen: [] })).toBe("deliveryAreas");
    expect(() => sectionOfChange({ seen: [] })).toThrow();
  });

  it("reads the last act, and nothing from another shape", () => {
    expect(parseSettingsAct({ by: "bia@cafe.com", at: 5, section: "hours" })).toEqual({
      by: "bia@cafe.com",
      at: 5,
      section: "hours",
    });
    expect(parseSettingsAct({ by: "bia@cafe.com", at: 5, section: "carta" })).toBeNull();
    expect(parseSettingsAct({ by: "", at: 5, section: "hours" })).toBeNull();
    expect(parseSettingsAct(undefined)).toBeNull();
  });
});
