import type { KnipConfig } from "knip";

// Unused files, dependencies and exports. npm scripts (`tsx scripts/*.ts`), the Playwright and
// Vitest configs (including the ones passed with --config) are found by knip's own plugins.
const config: KnipConfig = {
  entry: [
    // Run with `exec tsx …`, which knip's script parser does not follow.
    "bench/lighthouse.ts",
    "bench/inbox.ts",
    "bench/cost.ts",
    // The bench's baseline app: built by its own script (a process bench/lighthouse.ts starts) with its own config.
    "bench/baseline/build.ts",
    "bench/baseline/vite.config.ts",
    "bench/baseline/app/root.tsx",
    "bench/baseline/app/routes.ts",
    "bench/baseline/app/routes/*.tsx",
    // Started by playwright.config.ts's webServer and by the route tests as a process.
    "e2e/cep-server.ts",
    // A setup project of playwright.config.ts, which the plugin's default test pattern misses.
    "e2e/fresh-inbox.setup.ts",
  ],
  project: ["**/*.{ts,tsx,js}"],
  remix: {
    // The plugin's default takes every file under app/routes as a route, *.css.ts included
    // (so their unused styles would go unreported), and misses the route config.
    entry: ["app/root.tsx", "app/entry.client.tsx", "app/routes.ts", "app/routes/*.tsx", "app/routes/*/route.tsx"],
  },
  // The default entry.server that @remix-run/dev renders the SPA's index.html with imports it.
  ignoreDependencies: ["isbot"],
};

export default config;
