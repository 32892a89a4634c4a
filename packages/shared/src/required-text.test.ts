import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { requiredText } from './required-text.js';

const field = (lines = false) => requiredText({ empty: 'Say something', max: 5, tooLong: 'Too long', lines });
const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('requiredText', () => {
  it('keeps the text trimmed', () => {
    expect(field().parse('  hi  ')).toBe('hi');
  });

  it('refuses nothing, blanks and a missing value with its own message', () => {
    expect(problem(field().safeParse(''))).toBe('Say something');
    expect(problem(field().safeParse('   '))).toBe('Say something');
    expect(problem(field().safeParse(undefined))).toBe('Say something');
  });

  it('counts the length after trimming, and refuses one past the limit', () => {
    expect(field().parse(' 12345 ')).toBe('12345');
    expect(problem(field().safeParse('123456'))).toBe('Too long');
  });

  it('refuses an invisible character; line breaks only where lines are allowed', () => {
    expect(problem(field().safeParse('a\u202eb'))).toBe(MESSAGES.textInvisible);
    expect(problem(field().safeParse('a\nb'))).toBe(MESSAGES.textInvisible);
    expect(field(true).parse('a\nb')).toBe('a\nb');
  });
});
