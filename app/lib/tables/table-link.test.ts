import { describe, expect, it } from "vitest";

import { newTableCode, tableCodeId, tableLabel } from "./table-code";
import { INVALID_TABLE_LINK, parseTableLink, tableLinkUrl, withoutTableParams } from "./table-link";

const code = "0123456789abcdef0123456789abcdef";

describe("the table link", () => {
  it("reads the table and its code", () => {
    expect(parseTableLink(`?mesa=4&codigo=${code}`)).toEqual({ kind: "table", table: { number: 4, code } });
    expect(parseTableLink(`mesa=12&codigo=${code.toUpperCase()}`)).toEqual({
      kind: "table",
      table: { number: 12, code },
    });
  });

  it("a page without `mesa` is no table link", () => {
    expect(parseTableLink("")).toEqual({ kind: "none" });
    expect(parseTableLink("?favoritos=1")).toEqual({ kind: "none" });
  });

  it.each([
    ["no code", "?mesa=4"],
    ["a short code", "?mesa=4&codigo=abc"],
    ["a code with other characters", `?mesa=4&codigo=${code.slice(1)}z`],
    ["table zero", `?mesa=0&codigo=${code}`],
    ["a negative table", `?mesa=-1&codigo=${code}`],
    ["a fraction", `?mesa=1.5&codigo=${code}`],
    ["a table above the most", `?mesa=100&codigo=${code}`],
    ["a leading zero", `?mesa=04&codigo=${code}`],
    ["words", `?mesa=quatro&codigo=${code}`],
    ["an empty number", `?mesa=&codigo=${code}`],
    ["a huge number", `?mesa=${"9".repeat(400)}&codigo=${code}`],
  ])("%s is ignored with a message, never thrown", (_, search) => {
    expect(parseTableLink(search)).toEqual({ kind: "invalid", message: INVALID_TABLE_LINK });
  });

  it("builds the QR code's address from the site's and reads it back", () => {
    const url = tableLinkUrl("https://cafeteria.example", { number: 2, code });
    expect(url).toBe(`https://cafeteria.example/?mesa=2&codigo=${code}`);
    expect(parseTableLink(new URL(url).search)).toEqual({ kind: "table", table: { number: 2, code } });
  });

  it("leaves the page's other parameters when it takes the link's away", () => {
    expect(withoutTableParams(`?mesa=2&codigo=${code}`)).toBe("");
    expect(withoutTableParams(`?mesa=2&codigo=${code}&favoritos=1`)).toBe("?favoritos=1");
  });

  it("codes are 128 random bits, named with their table", () => {
    const made = newTableCode();
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(newTableCode()).not.toBe(made);
    expect(tableCodeId({ number: 3, code: made })).toBe(`3-${made}`);
    expect(tableLabel(4)).toBe("Mesa 4");
  });
});
