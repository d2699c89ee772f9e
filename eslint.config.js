// @ts-check
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier/flat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import tseslint from "typescript-eslint";

/** A feature is reached through its index, its components through its `ui`, lazily through a `*.client` module;
 * the rules facts (build time only) directly, so no barrel ties them to the SDK side. */
const throughIndex = {
  group: [
    "~/lib/*/*",
    "!~/lib/*/*.client",
    "!~/lib/*/index",
    "!~/lib/*/ui",
    "!~/lib/*/rules-*",
    "!~/lib/firestore/lazy",
  ],
  message:
    "Import another feature through its index (~/lib/<feature>), its ui, one of its *.client modules or its rules facts; Firestore through its lazy entry.",
};
const notStaff = {
  group: [
    "~/lib/staff",
    "~/lib/staff/*",
    "~/routes/Admin/*",
    "~/lib/*/staff-*.client",
    "~/lib/tables/table-codes.client",
  ],
  message:
    "Only the staff feature and the /Admin route import staff's code, its staff-only Firestore clients included.",
};
const noUpward = {
  group: ["~/routes/*", "~/root", "~/root-data"],
  message: "app/lib imports no page; generic UI from ~/components is fine.",
};
const genericUi = {
  group: ["~/lib/*", "!~/lib/platform", "~/lib/*/**", "!~/lib/platform/**", "~/routes/*", "~/root", "~/root-data"],
  message: "app/components holds generic UI: it imports platform but no feature, and no page.",
};
const firestoreSdk = {
  group: ["~/lib/firestore/*.client"],
  message: "Only a feature's *.client.ts (or its worker) opens Firestore: reach the core's SDK side from there.",
};
const sdkSide = "**/*.{client,worker}.ts";
/** The same borders everywhere; outside a *.client.ts or worker, no import of Firestore's SDK side either. */
const borders = (files, patterns, ignores = []) => [
  {
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx", sdkSide, ...ignores],
    rules: { "no-restricted-imports": ["error", { patterns: [...patterns, firestoreSdk] }] },
  },
  {
    files: files.map((pattern) => [pattern, sdkSide]),
    ignores: ["**/*.test.ts", "**/*.test.tsx", ...ignores],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  },
];

/** Which part of app/ may import which: docs/decisions/0026-a-folder-per-feature.md and 0028-feature-components.md. */
const featureBorders = [
  borders(
    ["app/**/*.{ts,tsx}"],
    [throughIndex, notStaff],
    ["app/lib/staff/**", "app/routes/Admin/**", "app/lib/**", "app/components/**"],
  ),
  borders(
    ["app/components/**/*.{ts,tsx}"],
    [throughIndex, genericUi, { group: ["../*"], message: "Leave app/components through ~/." }],
  ),
  borders(["app/routes/Admin/**/*.{ts,tsx}", "app/lib/staff/**/*.{ts,tsx}"], [throughIndex]),
  borders(
    ["app/lib/**/*.{ts,tsx}"],
    [
      throughIndex,
      notStaff,
      noUpward,
      { group: ["../*"], message: "A feature's files are one folder: leave it through ~/lib/<feature>." },
    ],
    ["app/lib/platform/**", "app/lib/staff/**"],
  ),
  borders(
    ["app/lib/staff/**/*.{ts,tsx}"],
    [throughIndex, noUpward, { group: ["../*"], message: "Leave the feature through ~/lib/<feature>." }],
  ),
  borders(
    ["app/lib/platform/**/*.{ts,tsx}"],
    [{ group: ["~/*", "../*"], message: "Platform imports no feature, page or component." }],
  ),
];

// Not type-aware: with type information lint took over 40 s of CPU on 2 cores, without it about 9 s.
export default defineConfig(
  // Generated output and our static assets; node_modules is ignored by default.
  globalIgnores([
    "build/",
    "bench/results/",
    "bench/baseline/build/",
    "test-results/",
    "playwright-report/",
    "public/",
    ".cache/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // Only the two classic hook rules: the plugin's v7 presets also turn on React Compiler rules.
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Playwright's fixtures hand their value over with a `use` callback, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
    },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (rest siblings, positional parameters).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  ...featureBorders.flat(),
  // Last: turns off every rule that would fight Prettier's formatting.
  prettier,
);
