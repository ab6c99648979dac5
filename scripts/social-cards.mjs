#!/usr/bin/env node
// Draws the social cards (1200×630 PNG, one per language) that link previews show, from the
// site's own logo and texts, with the same Chromium the tests use. The PNGs are committed in
// static-locales/<lang>/img/og/ (each only in its language's build); run this again after changing the logo or the texts below.
//   node scripts/social-cards.mjs
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {findBrowser} from './find-browser.mjs';
import {localeStaticDir, SOCIAL_CARD, socialCardFile} from '../src/features/hosting/socialCard.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');

const TEXTS = {
  en: {subtitle: 'Rsbuild-based Library Development Tool', slogan: 'Create JavaScript libraries in a simple and intuitive way', url: 'rslib.rs'},
  zh: {subtitle: '基于 Rsbuild 的库开发工具', slogan: '以简单直观的方式创建 JavaScript 库', url: 'rslib.rs/zh'},
};

const card = ({subtitle, slogan, url}, lang) => `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; }
  body {
    font-family: 'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif; color: #fff; overflow: hidden;
    background: radial-gradient(ellipse 70% 80% at 85% 20%, rgba(255, 94, 0, .35), transparent 60%),
      radial-gradient(ellipse 60% 70% at 5% 100%, rgba(255, 117, 36, .18), transparent 60%), #161618;
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box;
  }
  .brand { display: flex; align-items: center; gap: 36px; }
  .brand svg { width: 168px; height: 168px; filter: drop-shadow(0 16px 40px rgba(255, 94, 0, .35)); }
  h1 { margin: 0; font-size: 128px; font-weight: 800; letter-spacing: -2px; }
  .subtitle { margin: 40px 0 0; font-size: 52px; font-weight: 700; color: #ffb38a; }
  .slogan { margin: 20px 0 0; font-size: 36px; color: #d4d4d8; }
  .url { position: absolute; right: 96px; bottom: 56px; font-size: 30px; color: #a1a1aa; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; background: linear-gradient(90deg, #ff7524, #e64a00); }
</style></head><body>
  <div class="brand">${logo}<h1>Rslib</h1></div>
  <p class="subtitle">${subtitle}</p>
  <p class="slogan">${slogan}</p>
  <div class="url">${url}</div>
  <div class="bar"></div>
</body></html>`;

const browser = await chromium.launch({executablePath: await findBrowser(), args: ['--no-sandbox', '--disable-gpu']});
try {
  const page = await browser.newPage({viewport: {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height}});
  for (const [lang, texts] of Object.entries(TEXTS)) {
    await page.setContent(card(texts, lang));
    const out = path.join(root, localeStaticDir(lang), socialCardFile(lang));
    fs.mkdirSync(path.dirname(out), {recursive: true});
    await page.screenshot({path: out, type: 'png'});
    console.log(`social-cards: ${path.relative(root, out)}`);
  }
} finally {
  await browser.close();
}
