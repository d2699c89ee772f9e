import { describe, expect, it } from "vitest";

import { resolveModuleNames } from "../scripts/first-load";

const files = ["app/lib/inbox/config.ts", "app/routes/_index/route.tsx", "app/routes/Carrinho/route.tsx"];

describe("resolveModuleNames", () => {
  it("finds a module by its file name wherever it lives", () => {
    expect(resolveModuleNames(["config.ts"], files)).toEqual(["app/lib/inbox/config.ts"]);
    expect(resolveModuleNames(["config.ts"], ["app/lib/firestore/config.ts"])).toEqual(["app/lib/firestore/config.ts"]);
  });

  it("tells two modules of one file name apart by their folder", () => {
    expect(resolveModuleNames(["_index/route.tsx"], files)).toEqual(["app/routes/_index/route.tsx"]);
  });

  it("refuses a name that fits several modules, or none", () => {
    expect(() => resolveModuleNames(["route.tsx"], files)).toThrow(
      /fits app\/routes\/_index\/route.tsx, app\/routes\/Carrinho/,
    );
    expect(() => resolveModuleNames(["fig.ts"], files)).toThrow(/no module of app/);
  });
});
