import { test } from '@playwright/test';
import {
  clippedLabels,
  drawerExcess,
  expectNone,
  horizontalOverflow,
  resize,
  smallTapTargets,
  unstyledMantine,
} from './checks/layout';
import { PHONE, SCREEN_STATES } from './checks/states';

/** The widths checked: small phone, phone, the last bottom-bar and first top-bar width, desktop. */
const WIDTHS = [320, 390, 850, 851, 1280] as const;
/** Widths where labels, drawers (and on the phone, tap targets) are checked too. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

// Layout checks on every screen and dialog of checks/states.ts, each state opened directly in a
// fresh page (nothing else opened first), then resized through the widths. Each finding is a soft assertion
// naming the width, so one run lists every defect of the state.
test.describe('layout', () => {
  test.use({ viewport: PHONE });
  for (const state of SCREEN_STATES) {
    test(state.name, async ({ page }) => {
      await state.open(page);
      expectNone(
        await unstyledMantine(page),
        `(c) Mantine components without their styles on a fresh ${state.name}`,
      );
      for (const width of WIDTHS) {
        await resize(page, width, width <= 850 ? PHONE.height : 800);
        expectNone(await horizontalOverflow(page), `(d) horizontal overflow at ${width}px`);
        if (width !== PHONE_WIDTH && width !== DESKTOP_WIDTH) continue;
        expectNone(await clippedLabels(page), `(a) clipped button/link labels at ${width}px`);
        if (state.drawer)
          expectNone(await drawerExcess(state.drawer(page)), `(b) drawer height at ${width}px`);
        if (width === PHONE_WIDTH)
          expectNone(await smallTapTargets(page), `(e) tap targets under 44×44 at ${width}px`);
      }
    });
  }
});
