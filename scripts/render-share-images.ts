/**
 * `npm run share-images`: draws each coffee's link preview picture (1200×630 PNG, what WhatsApp
 * and the other previews show; they ignore SVG) from its illustration in public/coffees, and the
 * home page's from the Latte, with the Chromium the browser tests use. The PNGs are committed
 * to public/share, so builds never need a browser; run this again when an illustration or a name
 * changes (tests/share-images.test.ts checks that each coffee has its picture).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { catalogue } from "../app/lib/catalogue/catalogue";
import { homeShareImagePath, shareImagePath, shareImageSize } from "../app/lib/shop/seo";
import { palette } from "../app/styles/palette";
import { executablePath } from "../playwright.config";

const { width, height } = shareImageSize;
/** app/lib/shop/shop.ts's name and city: that module reads Vite's env, which a script has not. */
const shop = { name: "Cafeteria", city: "Recife, PE" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The illustration large on the left, the name and the shop on the right, in the shop's colours. */
function sharePage(illustration: string, title: string, subtitle: string): string {
  const svg = readFileSync(new URL(`../public${illustration}`, import.meta.url), "utf8");
  return `<body style="margin:0">
  <div id="card" style="width:${width}px;height:${height}px;display:flex;align-items:center;gap:56px;padding:0 80px;box-sizing:border-box;background:${palette.background};font-family:'DejaVu Sans',sans-serif;border-bottom:24px solid ${palette.brand}">
    <div style="width:440px;height:440px;flex:none">${svg.replace(/width="\d+" height="\d+"/, 'width="440" height="440"')}</div>
    <div>
      <div style="font-size:76px;font-weight:bold;color:${palette.text};line-height:1.1">${escapeHtml(title)}</div>
      <div style="font-size:40px;color:${palette.brand};margin-top:28px">${escapeHtml(subtitle)}</div>
    </div>
  </div>
</body>`;
}

const pictures = [
  {
    path: homeShareImagePath,
    illustration: "/coffees/latte.svg",
    title: shop.name,
    subtitle: "Cafés especiais em Recife",
  },
  ...catalogue.map((product) => ({
    path: shareImagePath(product),
    illustration: product.image,
    title: product.description,
    subtitle: `${shop.name} · ${shop.city}`,
  })),
];

mkdirSync(new URL("../public/share", import.meta.url), { recursive: true });
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const picture of pictures) {
    await page.setContent(sharePage(picture.illustration, picture.title, picture.subtitle));
    writeFileSync(new URL(`../public${picture.path}`, import.meta.url), await page.locator("#card").screenshot());
    console.log(`public${picture.path}`);
  }
} finally {
  await browser.close();
}
