import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusBackAfterClosing } from './use-focus-back-after-closing';

afterEach(() => {
  document.body.replaceChildren();
});

/** A button in the page, focused: what a person opens a dialog with. */
function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  element.focus();
  return element;
}

/** Opens a dialog from the focused `opener`, closes it, and gives what its closing transition's end calls. */
function openAndClose(): () => void {
  const { result, rerender } = renderHook(({ opened }) => useFocusBackAfterClosing(opened), {
    initialProps: { opened: true },
  });
  rerender({ opened: false });
  return result.current;
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

describe('useFocusBackAfterClosing', () => {
  it('gives focus back to the opener when the closing dialog took focus and then went', async () => {
    const opener = button('View QR Code Profile');
    const transitionEnded = openAndClose();
    // The focus trap's late timer moved focus into the closing dialog; its content goes after the transition.
    const copy = button('Copy');
    transitionEnded();
    await frames(2);
    copy.remove();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back at once when it was already left on nothing', () => {
    const opener = button('Share');
    const transitionEnded = openAndClose();
    (document.activeElement as HTMLElement).blur();
    transitionEnded();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves focus where another dialog or the person put it', async () => {
    button('Share');
    const transitionEnded = openAndClose();
    const other = button('In the QR dialog opened from the share sheet');
    transitionEnded();
    await frames(40);
    expect(document.activeElement).toBe(other);
  });

  it('does not bring back an opener that is gone', async () => {
    const opener = button('Share');
    const transitionEnded = openAndClose();
    opener.remove();
    const copy = button('Copy');
    transitionEnded();
    copy.remove();
    await frames(3);
    expect(document.activeElement).toBe(document.body);
  });
});
