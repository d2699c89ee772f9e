/**
 * Steps in a row, each a group of scripts side by side: "a+b" runs a and b together. The steps stop at
 * the first that fails, and within a group the first script to fail stops the others (`stopAll`).
 * Resolves to the first failure's status, or 0.
 */
export async function runSteps(
  steps: readonly string[],
  run: (script: string) => Promise<number>,
  stopAll: () => void,
): Promise<number> {
  for (const step of steps) {
    let failed = 0;
    await Promise.all(
      step.split("+").map(async (script) => {
        const status = await run(script);
        if (status === 0 || failed !== 0) return;
        failed = status;
        stopAll();
      }),
    );
    if (failed !== 0) return failed;
  }
  return 0;
}
