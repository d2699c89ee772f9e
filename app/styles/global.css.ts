import { globalStyle } from "@vanilla-extract/css";

import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("body", {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.2, margin: 0 });

globalStyle("img, svg", { display: "block", maxWidth: "100%" });

globalStyle("a", { color: vars.color.brand });

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });

globalStyle("ul, ol", { margin: 0, padding: 0 });
