// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { InboxContext } from "./inbox-context.client";
import { InboxError } from "./inbox-error";
import { lazyPart, useLive } from "./lazy";

type Listener = (value: string) => void;

// Firebase's side: a part opened on a stand-in context, its listener started at once.
const connection = vi.hoisted(() => ({ opened: 0 }));
vi.mock("./connection.client", () => ({
  partOf: <Part,>(create: (context: InboxContext) => Part) => {
    const part = create({} as InboxContext);
    return {
      open: () => {
        connection.opened += 1;
        return Promise.resolve(part);
      },
      listen: (start: (part: Part) => () => void) => start(part),
    };
  },
}));

function feed() {
  const listeners = new Set<Listener>();
  return {
    watch: (onValue: Listener) => {
      listeners.add(onValue);
      return () => listeners.delete(onValue);
    },
    send: (value: string) => listeners.forEach((listener) => listener(value)),
    get size() {
      return listeners.size;
    },
  };
}

afterEach(() => {
  connection.opened = 0;
});

describe("lazyPart", () => {
  it("loads the feature's maker once, at the first call", async () => {
    const create = vi.fn(() => ({ name: "part" }));
    const load = vi.fn(() => Promise.resolve(create));
    const part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    await expect(part.open()).resolves.toEqual({ name: "part" });
    await part.open();
    expect(load).toHaveBeenCalledOnce();
    expect(create).toHaveBeenCalledOnce();
  });

  it("never starts a listener stopped before its part arrived", async () => {
    const values = feed();
    const part = lazyPart(() => Promise.resolve(() => values));
    const stop = part.listen(
      (ready) => ready.watch(() => {}),
      () => {},
    );
    stop();
    await part.open();
    expect(values.size).toBe(0);
  });

  it("stops a started listener", async () => {
    const values = feed();
    const part = lazyPart(() => Promise.resolve(() => values));
    const stop = part.listen(
      (ready) => ready.watch(() => {}),
      () => {},
    );
    await vi.waitFor(() => expect(values.size).toBe(1));
    stop();
    expect(values.size).toBe(0);
  });

  it("says a part that could not load as the inbox's error, and may load it again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    load.mockResolvedValueOnce(() => "part");
    const part = lazyPart<string>(load);
    const onError = vi.fn();
    part.listen(() => () => {}, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(InboxError);
    await expect(part.open()).resolves.toBe("part");
  });
});

describe("useLive", () => {
  function Shown({ part, id }: { part: ReturnType<typeof lazyPart<ReturnType<typeof feed>>>; id: string | null }) {
    const live = useLive(part, id, (ready, _id, onValue: Listener) => ready.watch(onValue), "The test value");
    return <p>{live.status === "ready" ? live.value : live.status}</p>;
  }

  it("shows loading, then each value, and stops listening when unmounted", async () => {
    const values = feed();
    const part = lazyPart(() => Promise.resolve(() => values));
    const { unmount } = render(<Shown part={part} id="a" />);
    expect(screen.getByText("loading")).toBeTruthy();
    await vi.waitFor(() => expect(values.size).toBe(1));
    act(() => values.send("first"));
    expect(screen.getByText("first")).toBeTruthy();
    act(() => values.send("second"));
    expect(screen.getByText("second")).toBeTruthy();
    unmount();
    expect(values.size).toBe(0);
  });

  it("reads nothing without a key", async () => {
    const values = feed();
    const load = vi.fn(() => Promise.resolve(() => values));
    render(<Shown part={lazyPart(load)} id={null} />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
  });

  it("shows failed when the part cannot open", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const part = lazyPart<ReturnType<typeof feed>>(() => Promise.reject(new TypeError("offline")));
    render(<Shown part={part} id="a" />);
    await screen.findByText("failed");
  });
});
