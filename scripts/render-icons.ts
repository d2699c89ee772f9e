/**
 * `npm run icons`: draws the app icons of the web app manifest from the logo, as PNG (what
 * installers want), with the Chromium the browser tests use. The PNGs are committed, so builds
 * never need a browser; run this again only when the logo changes.
 */
import { writeFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { palette } from "../app/styles/palette";
import { executablePath } from "../playwright.config";

const { brand: brown, background: cream, steam } = palette;

/** The header's cup on a brown tile; `inset` shrinks the cup into the maskable safe zone. */
function iconSvg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = (1 - 2 * inset) * (size / 64);
  const offset = inset * size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${brown}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M16 24h28v16a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10z" fill="${cream}"/>
    <path d="M44 28c8 0 8 12 0 12" fill="none" stroke="${cream}" stroke-width="4"/>
    <path d="M24 12q4 4 0 8M32 12q4 4 0 8" stroke="${steam}" stroke-width="3" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, rounded: true, inset: 0.04 },
  { file: "icon-512.png", size: 512, rounded: true, inset: 0.04 },
  // Maskable: the platform crops to its own shape, so full bleed and the cup within the 80% circle.
  { file: "maskable-512.png", size: 512, rounded: false, inset: 0.16 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, inset: 0.1 },
];

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  for (const { file, size, ...shape } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${iconSvg(size, shape)}</body>`);
    writeFileSync(
      new URL(`../public/icons/${file}`, import.meta.url),
      await page.locator("svg").screenshot({ omitBackground: true }),
    );
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
