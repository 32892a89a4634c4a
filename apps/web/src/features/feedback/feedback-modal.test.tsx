import { MESSAGES } from '@handlehub/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs, mockApi, renderApp } from '../../test-support';
import { FeedbackModal } from './feedback-modal';

beforeAll(installBrowserStubs);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Feedback', { timeout: 30_000 }, () => {
  it('names an empty feedback at its field and sends the text trimmed, as the server checks it', async () => {
    const sent: unknown[] = [];
    mockApi({
      'POST /api/others/submitfeedback': (_url, init) => {
        sent.push(JSON.parse(String(init!.body)));
        return { msg: 'Thanks' };
      },
    });
    const onClose = vi.fn();
    renderApp(<FeedbackModal opened onClose={onClose} />);
    const box = await screen.findByRole('textbox', { name: 'Your feedback' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.feedbackEmpty)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.input(box, { target: { value: '  Love the QR card.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toEqual([{ feedback: 'Love the QR card.' }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
