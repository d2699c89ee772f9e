import { describe, expect, it } from "vitest";

import { adminFormSchema } from "./admin-intents";
import { parseSettingsChange } from "./shop-settings-form";
import { mayDo, parseStaffRole, teamSettingsFields } from "./staff-roles";

const intents = adminFormSchema._zod.def.options.flatMap((option) => option._zod.def.shape.intent._zod.def.values);
const settingsIntents = intents.filter(
  (intent) => intent.startsWith("shop-") && !["shop-delete", "shop-block"].includes(intent),
);

describe("mayDo", () => {
  it("lets a Dono send everything", () => {
    for (const intent of intents) expect(mayDo("dono", intent)).toBe(true);
  });

  it("lets Equipe run the service and nothing of the business", () => {
    const allowed = intents.filter((intent) => mayDo("equipe", intent)).sort();
    expect(allowed).toEqual(
      [
        "delete",
        "pix-received",
        "shop-block",
        "shop-delete",
        "shop-pause",
        "shop-soldout",
        "staff-dismiss",
        "status",
      ].sort(),
    );
    expect(mayDo("equipe", "rating-reply")).toBe(true);
  });

  it("offers Equipe exactly the settings' changes whose fields the rules let Equipe write", () => {
    const form = new FormData();
    const command = (intent: string) =>
      ({ intent, paused: "true", pickup: "true", description: "Latte", available: "false" }) as never;
    for (const intent of settingsIntents) {
      const change = parseSettingsChange(command(intent), form);
      // A form left empty is refused before it names its field: those are the owner's whole-section forms.
      const fields = change.ok ? Object.keys(change.value).filter((key) => key !== "seen") : [intent];
      const onlyTeamFields = fields.every((field) => (teamSettingsFields as readonly string[]).includes(field));
      expect(mayDo("equipe", intent), intent).toBe(onlyTeamFields);
    }
  });
});

describe("parseStaffRole", () => {
  it("reads a known role, and anything else as the least one", () => {
    expect(parseStaffRole("dono")).toBe("dono");
    expect(parseStaffRole("equipe")).toBe("equipe");
    for (const other of [undefined, null, "Dono", "admin", 1]) expect(parseStaffRole(other)).toBe("equipe");
  });
});
