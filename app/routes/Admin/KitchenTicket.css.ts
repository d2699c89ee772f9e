import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

/** An 80 mm roll prints 72 mm; its paper size is the driver's, as vanilla-extract has no @page rule. */
const ticket = style({
  display: "none",
  "@media": {
    print: {
      display: "block",
      width: "72mm",
      margin: 0,
      padding: 0,
      color: "#000",
      background: "#fff",
      fontFamily: "ui-monospace, 'DejaVu Sans Mono', monospace",
      fontSize: "14pt",
      lineHeight: 1.3,
    },
  },
});

globalStyle(`body:has(${ticket}) > :not(${ticket})`, { "@media": { print: { display: "none" } } });
globalStyle(`body:has(${ticket})`, { "@media": { print: { margin: 0, background: "#fff" } } });

export const title = style({ margin: 0, fontSize: "20pt", fontWeight: 800 });

export const rule = style({ border: 0, borderTop: "2px dashed #000", marginBlock: "2mm" });

export const lines = style({ listStyle: "none", margin: 0, padding: 0, fontSize: "16pt", fontWeight: 700 });

export const note = style({
  margin: 0,
  padding: "1mm",
  border: "2px solid #000",
  fontWeight: 700,
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});

export const row = style({ margin: 0, overflowWrap: "anywhere" });

export const total = style({ margin: 0, fontSize: "18pt", fontWeight: 800 });

export const choices = style({ display: "block", paddingLeft: "1em" });

/** A 58 mm roll prints 48 mm: type a size smaller, so a line still holds a drink's name. */
const narrow = style({ "@media": { print: { width: "48mm", fontSize: "10pt" } } });

/** A ticket, for the roll this device's printer takes ("Papel da comanda"). */
export const ticketOn = styleVariants({ "80": [ticket], "58": [ticket, narrow] });

const narrowSizes: [string, string][] = [
  [title, "15pt"],
  [lines, "12pt"],
  [total, "13pt"],
];
for (const [part, fontSize] of narrowSizes) globalStyle(`${narrow} ${part}`, { "@media": { print: { fontSize } } });
