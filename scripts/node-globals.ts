// What Vite's define gives the app at build time, for the app's modules run in Node by the tests' clients and
// the benchmarks, which open their own Firebase connections: the page's own connection stays off.
Object.assign(globalThis, { __AUTH_CONFIG__: { mode: "disabled" }, __INBOX_CONFIG__: { mode: "disabled" } });
