import { MESSAGES } from '@handlehub/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { items, mockApi, renderApp, setUpScreenTests } from '../../test-support';
import { ReportButton } from './report-button';

setUpScreenTests();

const ITEMS = items([
  ['riot', 'Ann#EUW', { label: 'main' }],
  ['twitch', 'ann_live'],
]);

function openReport(shown = ITEMS) {
  const sent: unknown[] = [];
  mockApi({
    'POST /api/report': (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ msg: 'Thank you' }, { status: 201 });
    },
  });
  renderApp(<ReportButton username="ann" items={shown} />, { path: '/user/ann' });
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  return sent;
}

describe('This handle is not theirs', { timeout: 30_000 }, () => {
  it("asks which of the page's handles, and sends its id with the reason", async () => {
    const sent = openReport();
    fireEvent.click(await screen.findByRole('radio', { name: 'This handle is not theirs' }));
    const select = screen.getByRole('combobox', { name: /Which handle is not theirs/ }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Choose a handle',
      'Riot Games · main: Ann#EUW',
      'Twitch: ann_live',
    ]);
    // Sent without a handle: said at the select, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGES.reportItemMissing)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(select, { target: { value: String(ITEMS[1]!.id) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual([{ username: 'ann', reason: 'not_theirs', note: '', itemId: ITEMS[1]!.id }]),
    );
  });

  it('another reason sends no item, even after one was chosen', async () => {
    const sent = openReport();
    fireEvent.click(await screen.findByRole('radio', { name: 'This handle is not theirs' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Which handle/ }), {
      target: { value: String(ITEMS[0]!.id) },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Spam or a scam' }));
    expect(screen.queryByRole('combobox', { name: /Which handle/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ username: 'ann', reason: 'spam', note: '' }]));
  });

  it('a page without handles does not offer it', async () => {
    openReport([]);
    expect(await screen.findByRole('radio', { name: 'Spam or a scam' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'This handle is not theirs' })).toBeNull();
  });
});
