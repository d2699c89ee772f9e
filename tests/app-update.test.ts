import { describe, expect, it, vi } from "vitest";
import { createAppUpdate, takesUpdate, type Navigation } from "~/lib/app-update";

describe("app update", () => {
  it("is not waiting until a new version is offered, and applying nothing does nothing", () => {
    const update = createAppUpdate();
    expect(update.isWaiting()).toBe(false);
    expect(update.apply()).toBe(false);
  });

  it("tells subscribers when a version waits, activates it once, then stops waiting", () => {
    const update = createAppUpdate();
    const listener = vi.fn();
    const unsubscribe = update.subscribe(listener);
    const activate = vi.fn();
    update.offer(activate);
    expect(update.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    expect(update.apply()).toBe(true);
    expect(update.apply()).toBe(false);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(update.isWaiting()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    update.offer(vi.fn());
    expect(listener).toHaveBeenCalledTimes(2);
    expect(update.isWaiting()).toBe(true);
  });

  it("hands the page to load to the activation: none from the button, the link's target from a navigation", () => {
    const update = createAppUpdate();
    const activate = vi.fn();
    update.offer(activate);
    update.apply();
    expect(activate).toHaveBeenLastCalledWith(undefined);

    update.offer(activate);
    update.apply("/product/Latte?x=1#top");
    expect(activate).toHaveBeenLastCalledWith("/product/Latte?x=1#top");
  });
});

describe("which navigation takes the waiting version", () => {
  const linkToAnotherPage: Navigation = {
    waiting: true,
    historyAction: "PUSH",
    formMethod: undefined,
    from: { pathname: "/" },
    to: { pathname: "/product/Latte" },
  };

  it("a link to another page, pushed or replacing", () => {
    expect(takesUpdate(linkToAnotherPage)).toBe(true);
    expect(takesUpdate({ ...linkToAnotherPage, historyAction: "REPLACE" })).toBe(true);
  });

  it("none while no version waits", () => {
    expect(takesUpdate({ ...linkToAnotherPage, waiting: false })).toBe(false);
  });

  it("not back/forward, even to another page", () => {
    expect(takesUpdate({ ...linkToAnotherPage, historyAction: "POP" })).toBe(false);
  });

  it("not a new search or filter on the same page", () => {
    const search = { ...linkToAnotherPage, to: { pathname: "/" } };
    expect(takesUpdate(search)).toBe(false);
    expect(takesUpdate({ ...search, historyAction: "REPLACE" })).toBe(false);
  });

  it("not a form submission, whatever its method, even to another page", () => {
    expect(takesUpdate({ ...linkToAnotherPage, formMethod: "post" })).toBe(false);
    expect(takesUpdate({ ...linkToAnotherPage, formMethod: "get" })).toBe(false);
  });
});
