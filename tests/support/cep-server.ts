import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

export interface CepServer {
  /** What VITE_CEP_API_URL and VITE_CEP_FALLBACK_API_URL point at: it answers both ways. */
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (address === null || typeof address === "string") throw new Error("no TCP port for the fake CEP server");
  return address.port;
}

/**
 * Runs the e2e suite's fake ViaCEP/BrasilAPI (e2e/cep-server.ts, with its fixtures) as a real
 * HTTP server on a free loopback port, and waits until it listens.
 */
export async function startCepServer(): Promise<CepServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/cep-server.ts"], {
    env: { ...process.env, CEP_FAKE_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => {
      if (output.includes("fake CEP services on")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`e2e/cep-server.ts exited (${code}) before listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill();
      await once(child, "exit");
    },
  };
}
