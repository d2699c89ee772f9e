import { describe, expect, it } from "vitest";

import { oneAtATime } from "./one-at-a-time";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("oneAtATime", () => {
  it("starts a task on a key only once the one before it settled", async () => {
    const key = {};
    const events: string[] = [];
    const first = gate();
    const a = oneAtATime(key, async () => {
      events.push("a starts");
      await first.opened;
      events.push("a ends");
      return "a";
    });
    const b = oneAtATime(key, async () => {
      events.push("b starts");
      return "b";
    });
    await Promise.resolve();
    expect(events).toEqual(["a starts"]);
    first.open();
    await expect(Promise.all([a, b])).resolves.toEqual(["a", "b"]);
    expect(events).toEqual(["a starts", "a ends", "b starts"]);
  });

  it("goes on after a failed task, whose caller alone gets the failure", async () => {
    const key = {};
    const failed = oneAtATime(key, () => Promise.reject(new Error("refused")));
    const next = oneAtATime(key, async () => "next");
    await expect(failed).rejects.toThrow("refused");
    await expect(next).resolves.toBe("next");
  });

  it("keeps different keys apart", async () => {
    const held = gate();
    const waiting = oneAtATime({}, () => held.opened.then(() => "held"));
    await expect(oneAtATime({}, async () => "free")).resolves.toBe("free");
    held.open();
    await expect(waiting).resolves.toBe("held");
  });
});
