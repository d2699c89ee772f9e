import { describe, expect, it } from "vitest";

import { parseTeamForm, parseTeamMember, sortTeam } from "./team";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("parseTeamForm", () => {
  const own = "dono@cafeteria.test";

  it("takes an e-mail in any case and spaces as Google's, in lower case, with its role", () => {
    expect(parseTeamForm(formOf({ intent: "team-set", email: "  Bia@Gmail.COM ", role: "equipe" }), own)).toEqual({
      ok: true,
      change: { kind: "set", email: "bia@gmail.com", role: "equipe" },
    });
    expect(parseTeamForm(formOf({ intent: "team-remove", email: "bia@gmail.com" }), own)).toEqual({
      ok: true,
      change: { kind: "remove", email: "bia@gmail.com" },
    });
  });

  it("says beside the field what is wrong with the e-mail", () => {
    const errorOf = (email: string) => {
      const parsed = parseTeamForm(formOf({ intent: "team-set", email, role: "equipe" }), own);
      return parsed.ok ? null : parsed.fieldErrors?.email;
    };
    expect(errorOf("")).toBe("Informe o e-mail da conta Google.");
    expect(errorOf("bia")).toBe("Informe um e-mail válido, como nome@gmail.com.");
    expect(errorOf("bia@gmail")).toBe("Informe um e-mail válido, como nome@gmail.com.");
    expect(errorOf("bia @gmail.com")).toBe("Informe um e-mail válido, como nome@gmail.com.");
    expect(errorOf(`${"a".repeat(65)}@gmail.com`)).toBe("Informe um e-mail válido, como nome@gmail.com.");
    expect(errorOf("DONO@cafeteria.test")).toBe(
      "Você não pode mudar nem remover a sua própria conta: peça a outro Dono.",
    );
  });

  it("refuses a role that is not one", () => {
    expect(parseTeamForm(formOf({ intent: "team-set", email: "bia@gmail.com", role: "gerente" }), own)).toMatchObject({
      ok: false,
      message: "Pedido inválido.",
    });
  });
});

describe("parseTeamMember", () => {
  it("reads a document of the console without a role as Equipe, and leaves out one that is not an e-mail", () => {
    expect(parseTeamMember({ email: "bia@gmail.com" })).toEqual({ email: "bia@gmail.com", role: "equipe", by: null });
    expect(parseTeamMember({ email: "bia@gmail.com", role: "dono", by: "ana@gmail.com" })).toEqual({
      email: "bia@gmail.com",
      role: "dono",
      by: "ana@gmail.com",
    });
    expect(parseTeamMember({ email: "não é e-mail" })).toBeNull();
  });

  it("lists Dono first, then by e-mail", () => {
    const team = [
      { email: "c@x.com", role: "equipe" as const, by: null },
      { email: "b@x.com", role: "dono" as const, by: null },
      { email: "a@x.com", role: "equipe" as const, by: null },
    ];
    expect(sortTeam(team).map(({ email }) => email)).toEqual(["b@x.com", "a@x.com", "c@x.com"]);
  });
});
