import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toCartLine } from "~/lib/cart";
import { findProduct } from "~/lib/catalogue";
import { cartItemSchema } from "~/lib/schemas";
import {
  parseStoredList,
  readCart,
  readFavorites,
  readOrders,
  storageErrorMessage,
  StorageWriteError,
  subscribeToStorage,
  writeCart,
  writeFavorites,
} from "~/lib/storage";

const latte = findProduct("Latte");
if (!latte) throw new Error("Latte missing");
const line = toCartLine(latte, 2);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("parseStoredList", () => {
  it("reads nothing stored as an empty list, no repair", () => {
    expect(parseStoredList(null, cartItemSchema)).toEqual({ items: [], repaired: false });
  });

  it("turns invalid JSON or a non-list into an empty, repaired list", () => {
    expect(parseStoredList("{not json", cartItemSchema)).toEqual({ items: [], repaired: true });
    expect(parseStoredList('{"a":1}', cartItemSchema)).toEqual({ items: [], repaired: true });
  });

  it("keeps the valid entries and drops the invalid ones", () => {
    const raw = JSON.stringify([line, { ...line, quantity: 0 }, { ...line, quantity: 1.5 }, "x", null]);
    expect(parseStoredList(raw, cartItemSchema)).toEqual({ items: [line], repaired: true });
  });
});

describe("storage gateway", () => {
  it("round-trips the cart", async () => {
    writeCart([line]);
    expect(await readCart()).toEqual([line]);
    expect(JSON.parse(localStorage.getItem("cart") ?? "")).toEqual([line]);
  });

  it("writes the repaired value back, keeping the valid entries", async () => {
    localStorage.setItem("cart", JSON.stringify([line, { description: "broken" }]));
    expect(await readCart()).toEqual([line]);
    expect(JSON.parse(localStorage.getItem("cart") ?? "")).toEqual([line]);
    localStorage.setItem("orders", "]]]");
    expect(await readOrders()).toEqual([]);
    expect(localStorage.getItem("orders")).toBe("[]");
  });

  it("keeps favourites per user and without repeats", async () => {
    writeFavorites("ana", ["Latte", "Latte", "Cubano"]);
    writeFavorites("bia", ["Árabe"]);
    expect(await readFavorites("ana")).toEqual(["Latte", "Cubano"]);
    expect(await readFavorites("bia")).toEqual(["Árabe"]);
    expect(localStorage.getItem("favorites_ana")).not.toBeNull();
  });

  it("raises a typed quota error and keeps what was stored", async () => {
    writeCart([line]);
    vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    let caught: unknown;
    try {
      writeCart([]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StorageWriteError);
    if (!(caught instanceof StorageWriteError)) return;
    expect(caught.failure).toBe("quota");
    expect(storageErrorMessage(caught)).toMatch(/cheio/);
    vi.restoreAllMocks();
    expect(await readCart()).toEqual([line]);
  });

  it("calls subscribers on this tab's writes and on other tabs' storage events", () => {
    const keys: (string | null)[] = [];
    const unsubscribe = subscribeToStorage((key) => keys.push(key));
    writeCart([line]);
    window.dispatchEvent(new StorageEvent("storage", { key: "orders", storageArea: localStorage }));
    unsubscribe();
    writeCart([]);
    expect(keys).toEqual(["cart", "orders"]);
  });

  it("does not announce a silent repair", async () => {
    localStorage.setItem("cart", "oops");
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);
    await readCart();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});
