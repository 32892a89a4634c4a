/**
 * Every text people send is measured before any other rule reads it: a text that is too long is refused
 * for its length, with the field's message, whatever else it holds.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue/index.js';
import { normaliseLabel, normaliseLink, normaliseTitle, normaliseValue } from './catalogue/normalise.js';
import { feedbackInput } from './feedback.js';
import { GAME_ID_MESSAGES } from './game-ids.js';
import { addItemInput, editItemInput } from './handle-item-schemas.js';
import { handleMessages, normaliseHandle, updateSocialAccountsInput } from './handles.js';
import { FEEDBACK_MAX, ITEM_LABEL_MAX, LINK_TITLE_MAX, LINK_URL_MAX, PRODUCT_DESC_MAX } from './limits.js';
import { MESSAGES } from './messages.js';
import { addProductFields } from './shop.js';

/** A zero-width space: refused by the invisible-character rule wherever that rule reads it. */
const HIDDEN = '\u200b';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the length is checked before any other rule', () => {
  it('a link, a title and a label', () => {
    expect(normaliseLink(`https://example.com/${HIDDEN}${'a'.repeat(LINK_URL_MAX)}`)).toEqual({
      ok: false,
      error: MESSAGES.linkTooLong,
    });
    expect(normaliseTitle(`${HIDDEN}${'t'.repeat(LINK_TITLE_MAX)}`)).toEqual({
      ok: false,
      error: MESSAGES.linkTitleTooLong,
    });
    expect(normaliseLabel(`\n${'l'.repeat(ITEM_LABEL_MAX + 1)}`)).toEqual({
      ok: false,
      error: MESSAGES.itemLabelTooLong,
    });
    // As sent, spaces around it count too, up to what the item API takes for the field.
    expect(normaliseLink(`${' '.repeat(2 * LINK_URL_MAX)}https://example.com/${HIDDEN}`)).toEqual({
      ok: false,
      error: MESSAGES.linkTooLong,
    });
    expect(normaliseTitle(`${HIDDEN}${' '.repeat(2 * LINK_TITLE_MAX)}`)).toEqual({
      ok: false,
      error: MESSAGES.linkTitleTooLong,
    });
    // Within the limits the other rules still speak.
    expect(normaliseLink(`https://example.com/${HIDDEN}`)).toEqual({
      ok: false,
      error: MESSAGES.textInvisible,
    });
    expect(normaliseTitle(`a${HIDDEN}b`)).toEqual({ ok: false, error: MESSAGES.textInvisible });
  });

  it('a pasted value of any platform: nothing longer than a link is read', () => {
    const long = `${HIDDEN}${'a'.repeat(LINK_URL_MAX)}`;
    expect(normaliseHandle('instagram', long)).toEqual({
      ok: false,
      error: handleMessages.tooLong('instagram'),
    });
    expect(normaliseHandle('cod', long)).toEqual({ ok: false, error: GAME_ID_MESSAGES.cod });
    for (const platform of CATALOGUE) {
      const result = normaliseValue(platform, long);
      expect(result.ok, platform.key).toBe(false);
      expect(result.ok ? '' : result.error, platform.key).not.toBe(MESSAGES.textInvisible);
    }
    expect(normaliseHandle('instagram', `${' '.repeat(2 * LINK_URL_MAX)}${HIDDEN}x`)).toEqual({
      ok: false,
      error: handleMessages.tooLong('instagram'),
    });
    // A pasted address of the platform is still read within that length.
    expect(normaliseHandle('instagram', `https://www.instagram.com/john_doe/?${'x'.repeat(1000)}`)).toEqual({
      ok: true,
      handle: 'john_doe',
    });
  });

  it("the spec form's handles are capped as the item API caps a value of the same platform", () => {
    const capped = (value: string) => messagesOf(updateSocialAccountsInput.safeParse({ instagram: value }));
    const item = (value: string) => messagesOf(addItemInput.safeParse({ platform: 'instagram', value }));
    const huge = `a${'\u0301'.repeat(4 * LINK_URL_MAX)}`;
    expect(capped(huge)).toEqual([MESSAGES.invalidRequest]);
    expect(item(huge)).toEqual([MESSAGES.invalidRequest]);
    // Between the cap and a link's length, the platform's own message.
    expect(capped(`${HIDDEN}${'a'.repeat(LINK_URL_MAX + 1)}`)).toEqual([handleMessages.tooLong('instagram')]);
  });

  it('the item API refuses a label or title longer than its field could be before it is read', () => {
    expect(messagesOf(editItemInput.safeParse({ id: 1, label: 'l'.repeat(2 * ITEM_LABEL_MAX + 1) }))).toEqual(
      [MESSAGES.invalidRequest],
    );
    expect(messagesOf(editItemInput.safeParse({ id: 1, title: 't'.repeat(2 * LINK_TITLE_MAX + 1) }))).toEqual(
      [MESSAGES.invalidRequest],
    );
    // Sixty emoji are sixty characters: the cap leaves them to the title's own rule.
    expect(editItemInput.safeParse({ id: 1, title: '😀'.repeat(LINK_TITLE_MAX) }).success).toBe(true);
  });

  it('feedback and product fields: a text too long is not read by the invisible-character rule', () => {
    expect(messagesOf(feedbackInput.safeParse({ feedback: `${HIDDEN}${'x'.repeat(FEEDBACK_MAX)}` }))).toEqual(
      [MESSAGES.feedbackTooLong],
    );
    expect(
      messagesOf(
        addProductFields.safeParse({
          productname: 'Mug',
          productdesc: `${HIDDEN}${'x'.repeat(PRODUCT_DESC_MAX)}`,
          productlink: 'https://example.com/mug',
        }),
      ),
    ).toEqual([MESSAGES.productDescTooLong]);
  });
});
