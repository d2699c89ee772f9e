// @ts-check
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier/flat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import tseslint from "typescript-eslint";

// Not type-aware: with type information lint took over 40 s of CPU on 2 cores, without it about 9 s.
export default defineConfig(
  // Generated output and our static assets; node_modules is ignored by default.
  globalIgnores(["build/", "bench/results/", "test-results/", "playwright-report/", "public/", ".cache/"]),
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
  // Last: turns off every rule that would fight Prettier's formatting.
  prettier,
);
