// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ShopOrder } from "~/lib/orders";

import { useActivationClock } from "./useActivationClock";

const MINUTE = 60 * 1000;
const SLOT = Date.UTC(2026, 10, 23, 10, 30);
const START = SLOT - 2 * 60 * MINUTE;

const order = (scheduledFor: number | null): Pick<ShopOrder, "status" | "scheduledFor"> => ({
  status: "Pendente",
  scheduledFor,
});

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the clock that moves orders out of Agendados", () => {
  it("moves on once, at the activation, with a single timer meanwhile", () => {
    const orders = [order(SLOT), order(null)];
    const { result } = renderHook(() => useActivationClock(orders));
    expect(result.current).toBe(START);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(90 * MINUTE - 1));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(SLOT - 30 * MINUTE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("sets no timer while nothing is scheduled", () => {
    renderHook(() => useActivationClock([order(null)]));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads the time afresh with a new list, and aims at its earliest activation", () => {
    const { result, rerender } = renderHook(({ orders }) => useActivationClock(orders), {
      initialProps: { orders: [order(null)] },
    });
    vi.setSystemTime(START + 10 * MINUTE);
    rerender({ orders: [order(SLOT + 60 * MINUTE), order(SLOT)] });
    expect(result.current).toBe(START + 10 * MINUTE);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(80 * MINUTE));
    expect(result.current).toBe(SLOT - 30 * MINUTE);
    expect(vi.getTimerCount()).toBe(1);
  });
});
