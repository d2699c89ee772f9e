// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readFavorites, writeFavorites } from "~/lib/account";
import { cartItemSchema, readCart, toCartLine, writeCart } from "~/lib/cart";
import { findProduct } from "~/lib/catalogue";
import { readOrders } from "~/lib/orders";
import { readStaffAlertSettings, writeStaffAlertSettings } from "~/lib/staff";

import { parseStoredEntries, storageErrorMessage, StorageWriteError, subscribeToStorage } from "./storage";

const latte = findProduct("Latte");
if (!latte) throw new Error("Latte missing");
const line = toCartLine(latte, 2);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("parseStoredEntries", () => {
  it("reads nothing stored, or null, as no entries", () => {
    expect(parseStoredEntries(null, cartItemSchema)).toEqual([]);
    expect(parseStoredEntries("null", cartItemSchema)).toEqual([]);
  });

  it("keeps text that is not JSON, and a value that is not a list, as one unreadable entry", () => {
    expect(parseStoredEntries("{not json", cartItemSchema)).toEqual([{ raw: "{not json", value: null }]);
    expect(parseStoredEntries('{"a":1}', cartItemSchema)).toEqual([{ raw: { a: 1 }, value: null }]);
  });

  it("reads each entry on its own: valid ones get a value, the rest keep only their raw form", () => {
    const raw = JSON.stringify([line, { ...line, quantity: 0 }, "x", null]);
    expect(parseStoredEntries(raw, cartItemSchema)).toEqual([
      { raw: line, value: line },
      { raw: { ...line, quantity: 0 }, value: null },
      { raw: "x", value: null },
      { raw: null, value: null },
    ]);
  });
});

describe("storage gateway", () => {
  it("round-trips the cart", async () => {
    writeCart([line]);
    expect(await readCart()).toEqual([line]);
    expect(JSON.parse(localStorage.getItem("cart") ?? "")).toEqual([line]);
  });

  it("never writes on a read: the cart's bad lines are left out, and stay until the cart is written", async () => {
    const stored = JSON.stringify([line, { description: "broken" }]);
    localStorage.setItem("cart", stored);
    expect(await readCart()).toEqual([line]);
    expect(localStorage.getItem("cart")).toBe(stored);
    localStorage.setItem("orders", "]]]");
    expect(await readOrders()).toEqual({ orders: [], unreadable: 1 });
    expect(localStorage.getItem("orders")).toBe("]]]");
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

  it("announces nothing on a read", async () => {
    localStorage.setItem("cart", "oops");
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);
    await readCart();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it("remembers staff's alerts on this device: off at first, off again when the value cannot be read", async () => {
    expect(await readStaffAlertSettings()).toEqual({ sound: false, notifications: false });
    writeStaffAlertSettings({ sound: true, notifications: false });
    expect(await readStaffAlertSettings()).toEqual({ sound: true, notifications: false });
    localStorage.setItem("staffAlerts", JSON.stringify({ sound: true }));
    expect(await readStaffAlertSettings()).toEqual({ sound: true, notifications: false });
    localStorage.setItem("staffAlerts", JSON.stringify({ sound: "yes" }));
    expect(await readStaffAlertSettings()).toEqual({ sound: false, notifications: false });
  });
});
