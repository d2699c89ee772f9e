import { describe, expect, it } from "vitest";

import { firstPages, mayHaveMore, nextPage, PAGE_SIZE, pageCount } from "./pager";

describe("the pager", () => {
  it("shows a page at first, whole pages as asked, never less than one", () => {
    expect(pageCount(null)).toBe(PAGE_SIZE);
    expect(pageCount("abc")).toBe(PAGE_SIZE);
    expect(pageCount("-40")).toBe(PAGE_SIZE);
    expect(pageCount(String(PAGE_SIZE * 2))).toBe(PAGE_SIZE * 2);
    expect(pageCount(String(PAGE_SIZE * 2 + 1))).toBe(PAGE_SIZE * 3);
  });

  it("adds a page at a time", () => {
    expect(nextPage(PAGE_SIZE)).toBe(PAGE_SIZE * 2);
  });

  it("shows the first pages of a list, and the count with one more while some are left out", () => {
    const items = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => index);
    expect(firstPages(items, PAGE_SIZE)).toEqual({ items: items.slice(0, PAGE_SIZE), more: PAGE_SIZE * 2 });
    expect(firstPages(items, PAGE_SIZE * 2)).toEqual({ items, more: null });
    expect(firstPages(items.slice(0, PAGE_SIZE), PAGE_SIZE)).toEqual({ items: items.slice(0, PAGE_SIZE), more: null });
  });

  it("takes an answer that came full as one that may have more, and a short one as the end", () => {
    expect(mayHaveMore(PAGE_SIZE)).toBe(true);
    expect(mayHaveMore(PAGE_SIZE - 1)).toBe(false);
    expect(mayHaveMore(0)).toBe(false);
    expect(mayHaveMore(40, 40)).toBe(true);
    expect(mayHaveMore(39, 40)).toBe(false);
  });
});
