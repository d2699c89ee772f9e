import { describe, expect, it, vi } from "vitest";

import { createAppUpdate, type LinkClick, takesUpdate } from "./app-update";

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

describe("which link click takes the waiting version", () => {
  const shop = "http://localhost:4173";
  const linkToAnotherPage: LinkClick = {
    waiting: true,
    opensElsewhere: false,
    from: { origin: shop, pathname: "/" },
    to: { origin: shop, pathname: "/product/Latte" },
  };

  it("a plain click on a link to another page of the shop", () => {
    expect(takesUpdate(linkToAnotherPage)).toBe(true);
  });

  it("none while no version waits", () => {
    expect(takesUpdate({ ...linkToAnotherPage, waiting: false })).toBe(false);
  });

  it("not a link to the same page with another search, such as a filter", () => {
    expect(takesUpdate({ ...linkToAnotherPage, to: { origin: shop, pathname: "/" } })).toBe(false);
  });

  it("not a click that opens the link elsewhere, nor a link out of the shop", () => {
    expect(takesUpdate({ ...linkToAnotherPage, opensElsewhere: true })).toBe(false);
    expect(takesUpdate({ ...linkToAnotherPage, to: { origin: "https://wa.me", pathname: "/5581" } })).toBe(false);
  });
});
