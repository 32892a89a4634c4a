import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks for the classes of defect a review of the screens found. Each returns the list of
 * offending elements (empty when the screen is right), so a test can name them all in one failure message.
 */

/** A short, readable name of an element for failure messages: tag, label or text, Mantine class. */
const DESCRIBE = `(el) => {
  const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
  const classes = Array.from(el.classList).filter((c) => /^mantine-[A-Z]/.test(c));
  const mantine = classes.find((c) => c.endsWith('-root')) || classes[0] || '';
  return el.tagName.toLowerCase() + (mantine ? '.' + mantine : '') + (text ? ' "' + text + '"' : '');
}`;

/**
 * (a) Clipped labels: for every visible button, [role=button] and link, the element itself and every element
 * inside it that clips its overflow (Mantine's Button label does) must be wide enough for its text: scrollWidth
 * ≤ clientWidth + 1, so no text is cut or ellipsised ('Delete Produ', D3).
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = new Function(`return ${describeSource}`)() as (el: Element) => string;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const found: string[] = [];
    for (const control of Array.from(document.querySelectorAll('button, [role="button"], a'))) {
      if (!visible(control) || control.closest('[aria-hidden="true"]')) continue;
      for (const el of [control, ...Array.from(control.querySelectorAll('*'))]) {
        if (!(el instanceof HTMLElement) || !el.textContent?.trim() || !visible(el)) continue;
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1) {
          found.push(
            `${describe(control)}: ${describe(el)} needs ${el.scrollWidth}px, has ${el.clientWidth}px` +
              (style.textOverflow === 'ellipsis' ? ' (ellipsised)' : ''),
          );
          break;
        }
      }
    }
    return found;
  }, DESCRIBE);
}

/**
 * (b) A bottom drawer is no taller than its content plus its padding (+8 px): the header and the body's
 * children, measured by their own boxes, not the sheet's (the share drawer filled the screen, D1).
 */
export async function drawerExcess(drawer: Locator): Promise<string | null> {
  return drawer.evaluate((content) => {
    const header = content.querySelector('.mantine-Drawer-header');
    const body = content.querySelector('.mantine-Drawer-body');
    if (!body) return 'the drawer has no .mantine-Drawer-body';
    const bodyStyle = getComputedStyle(body);
    let children = 0;
    for (const child of Array.from(body.children)) {
      const s = getComputedStyle(child);
      children +=
        child.getBoundingClientRect().height +
        Number.parseFloat(s.marginTop) +
        Number.parseFloat(s.marginBottom);
    }
    const natural =
      (header?.getBoundingClientRect().height ?? 0) +
      children +
      Number.parseFloat(bodyStyle.paddingTop) +
      Number.parseFloat(bodyStyle.paddingBottom);
    const height = content.getBoundingClientRect().height;
    return height > natural + 8
      ? `the drawer is ${Math.round(height)}px tall for ${Math.round(natural)}px of content (viewport ${innerHeight}px)`
      : null;
  });
}

/** Every Mantine core component's stylesheet, as the package ships it. */
const MANTINE_ALL_CSS = readFileSync(
  createRequire(join(process.cwd(), 'apps/web/package.json')).resolve('@mantine/core/styles.css'),
  'utf8',
);

/**
 * (c) Every Mantine component on the screen is styled although nothing else was opened first. The check puts
 * ALL of Mantine's component CSS in front of the page's own stylesheets (first in <head>, so every rule the app
 * already loaded, and every override of the app, still wins) and compares the computed styles of every
 * `mantine-*` element before and after. A difference means a rule the app never loaded on this screen, such as
 * Radio.css, imported only by the lazy Report dialog (D2). Transitions are off during the comparison.
 */
export async function unstyledMantine(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ css, describeSource }) => {
      const describe = new Function(`return ${describeSource}`)() as (el: Element) => string;
      const PROPS = [
        'display',
        'position',
        'width',
        'height',
        'min-height',
        'padding-top',
        'padding-left',
        'margin-top',
        'margin-left',
        'border-top-width',
        'border-top-style',
        'border-top-left-radius',
        'background-color',
        'background-image',
        'color',
        'font-size',
        'font-weight',
        'line-height',
        'appearance',
        'cursor',
        'opacity',
        'visibility',
        'overflow-x',
        'flex-direction',
        'align-items',
        'justify-content',
        'gap',
        'box-shadow',
        'text-align',
        'white-space',
        'z-index',
        'transform',
        'inset-inline-start',
        'top',
      ];
      const still = document.createElement('style');
      still.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(still);
      const elements = Array.from(document.querySelectorAll('[class*="mantine-"]'));
      const snapshot = () =>
        elements.map((el) => {
          const s = getComputedStyle(el);
          return PROPS.map((p) => s.getPropertyValue(p));
        });
      const before = snapshot();
      const all = document.createElement('style');
      all.textContent = css;
      document.head.prepend(all);
      const after = snapshot();
      all.remove();
      still.remove();
      const found: string[] = [];
      elements.forEach((el, i) => {
        const changed = PROPS.flatMap((p, j) =>
          before[i]![j] === after[i]![j] ? [] : [`${p}: ${before[i]![j]} → ${after[i]![j]}`],
        );
        if (changed.length > 0) found.push(`${describe(el)}: ${changed.slice(0, 4).join('; ')}`);
      });
      return found;
    },
    { css: MANTINE_ALL_CSS, describeSource: DESCRIBE },
  );
}

/** (d) No horizontal overflow: the document is no wider than the viewport. */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth + 1) return null;
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
    return `the page is ${doc.scrollWidth}px wide in a ${doc.clientWidth}px viewport (${wide.join(', ')})`;
  });
}

/**
 * (e) Primary tap targets on a phone are at least 44×44 px: Mantine buttons (not compact or xs ones) and icon
 * buttons, and the bottom bar's links, those of the open modal only when one is open (WCAG 2.5.5 and the platforms' 44–48 px guidance; D7 found 34 px icons).
 */
export async function smallTapTargets(page: Page, minimum = 44): Promise<string[]> {
  return page.evaluate(
    ({ min, describeSource }) => {
      const describe = new Function(`return ${describeSource}`)() as (el: Element) => string;
      // Compact and extra-small buttons (the game filter's chips) are secondary controls, close buttons too.
      // With a modal open, only its own controls can be tapped: the page behind it is inert.
      const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
      const targets = (modal ?? document).querySelectorAll(
        '.mantine-Button-root:not([data-size^="compact"]):not([data-size="xs"]), .mantine-ActionIcon-root, nav.hh-bottom-bar a',
      );
      const found: string[] = [];
      for (const el of Array.from(targets)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || el.closest('[aria-hidden="true"]')) continue;
        if (r.width < min - 0.5 || r.height < min - 0.5) {
          found.push(`${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)}px`);
        }
      }
      return found;
    },
    { min: minimum, describeSource: DESCRIBE },
  );
}

/** Resizes the page and waits a frame for layout (and the nav bar swap at 850/851 px). */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Fails with every finding listed (soft, so the other checks of the test still run). */
export function expectNone(findings: string[] | string | null, what: string): void {
  const list = findings === null ? [] : Array.isArray(findings) ? findings : [findings];
  expect.soft(list, `${what}:\n${list.map((f) => `  - ${f}`).join('\n')}`).toEqual([]);
}
