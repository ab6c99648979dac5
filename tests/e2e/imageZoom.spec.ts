import {expect, test, type Page} from './fixtures/test';
import {openHydrated} from './fixtures/visit';

const image = (page: Page) => page.getByRole('img', {name: 'Source files flow through Rslib into ESM and CJS outputs'});
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');

async function openZoom(page: Page, url = '/tests/doc') {
  await openHydrated(page, url);
  await image(page).scrollIntoViewIfNeeded();
  // Zoom attaches 100 ms after the page renders.
  await expect(image(page)).toHaveClass(/medium-zoom-image/);
  // medium-zoom ignores a close while its opening animation runs; wait for it to end.
  const opened = image(page).evaluate((el) => new Promise((resolve) => el.addEventListener('medium-zoom:opened', resolve, {once: true})));
  await image(page).click();
  await opened;
  await expect(overlay(page)).toBeVisible();
  await expect(image(page)).toHaveClass(/medium-zoom-image--opened/);
}

async function expectClosed(page: Page) {
  await expect(overlay(page)).toHaveCount(0);
  await expect(image(page)).not.toHaveClass(/medium-zoom-image--opened/);
}

for (const prefix of ['', '/zh']) {
  test(`an image in a doc opens over the page background and closes on Escape (${prefix || 'en'}) @theme`, async ({page, consoleErrors: errors, colorScheme}) => {
    await openZoom(page, `${prefix}/tests/doc`);
    const background = colorScheme === 'dark' ? 'rgb(23, 23, 26)' : 'rgb(255, 255, 255)';
    await expect(overlay(page)).toHaveCSS('background-color', background);
    const zoomed = await image(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(zoomed).toBeGreaterThan(1000);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(errors).toEqual([]);
  });
}

test('a click closes the zoom', async ({page}) => {
  await openZoom(page);
  await overlay(page).click({position: {x: 5, y: 5}});
  await expectClosed(page);
});

test('resizing the window closes the zoom', async ({page}) => {
  await openZoom(page);
  await page.setViewportSize({width: 1000, height: 700});
  await expectClosed(page);
});

test('a scroll of more than 40 px closes the zoom, a smaller one does not', async ({page}) => {
  await openZoom(page);
  await page.evaluate(() => window.scrollBy(0, 20));
  // medium-zoom closes 150 ms after a scroll past its offset: still open 400 ms later means it stays.
  await page.waitForTimeout(400);
  await expect(overlay(page)).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, 60));
  await expectClosed(page);
});

test('images outside doc bodies do not zoom', async ({page}) => {
  await openHydrated(page, '/tests/home');
  // Zoom attaches 100 ms after a page renders; by 300 ms it would have.
  await page.waitForTimeout(300);
  await expect(page.locator('img.medium-zoom-image')).toHaveCount(0);
});

test('zoom works again after client-side navigation', async ({page}) => {
  await openHydrated(page, '/tests/doc');
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Glossary'}).click();
  await expect(page).toHaveURL(/glossary$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tests\/doc$/);
  await image(page).scrollIntoViewIfNeeded();
  await expect(image(page)).toHaveClass(/medium-zoom-image/);
  await image(page).click();
  await expect(overlay(page)).toBeVisible();
});
