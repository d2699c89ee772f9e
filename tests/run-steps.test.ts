import { describe, expect, it } from "vitest";

import { runSteps } from "../scripts/run-steps";

/** A script that ends when told to, with the status it is given; `stopAll` ends every one still running with 143. */
function fakeScripts() {
  const started: string[] = [];
  const endings = new Map<string, (status: number) => void>();
  const run = (script: string) =>
    new Promise<number>((resolve) => {
      started.push(script);
      endings.set(script, resolve);
    });
  const end = (script: string, status: number) => endings.get(script)?.(status);
  const stopAll = () => {
    for (const ending of endings.values()) ending(143);
  };
  return { started, run, end, stopAll };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("runSteps", () => {
  it("runs a step's scripts side by side, and the next step once all of them succeeded", async () => {
    const scripts = fakeScripts();
    const done = runSteps(["a+b", "c"], scripts.run, scripts.stopAll);
    await tick();
    expect(scripts.started).toEqual(["a", "b"]);
    scripts.end("a", 0);
    await tick();
    expect(scripts.started).toEqual(["a", "b"]);
    scripts.end("b", 0);
    await tick();
    expect(scripts.started).toEqual(["a", "b", "c"]);
    scripts.end("c", 0);
    await expect(done).resolves.toBe(0);
  });

  it("stops the others of a step when one fails, with its status, and runs no later step", async () => {
    const scripts = fakeScripts();
    let stops = 0;
    const done = runSteps(["a+b", "c"], scripts.run, () => {
      stops++;
      scripts.stopAll();
    });
    await tick();
    scripts.end("b", 2);
    await expect(done).resolves.toBe(2);
    expect(stops).toBe(1);
    expect(scripts.started).toEqual(["a", "b"]);
  });
});
