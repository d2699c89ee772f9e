import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { once } from "node:events";

export interface ShopServer {
  process: ChildProcessWithoutNullStreams;
  port: number;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs scripts/serve.ts on `dir` at a free loopback port, as `npm run serve` does, and waits until it listens. */
export async function startShopServer(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<ShopServer> {
  // No HOST: the server must pick loopback by itself.
  const { HOST: _host, ...inherited } = env;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", dir], {
    env: { ...inherited, PORT: "0" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", () => {
      const listening = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (listening) resolve(Number(listening));
    });
    child.once("exit", (code) => reject(new Error(`scripts/serve.ts exited (${code}) before listening:\n${output}`)));
  });
  return {
    process: child,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill();
      await once(child, "exit");
    },
  };
}
