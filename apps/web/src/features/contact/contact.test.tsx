import { embedSnippets } from '@handlehub/shared/contact';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs, renderWithProviders } from '../../test-support';
import { ContactActions } from './contact-actions';

const PUBLIC_URL = 'https://handlehub.example';

beforeAll(installBrowserStubs);
afterEach(cleanup);

const wrap = (saveContact = true) =>
  renderWithProviders(<ContactActions username="maya.k" saveContact={saveContact} />);

// The first tap loads lazy chunks, which takes seconds on a busy machine.
describe('take the profile along', { timeout: 30_000 }, () => {
  it("'Save contact' downloads the vCard", () => {
    wrap();
    const link = screen.getByRole('link', { name: 'Save contact' });
    expect(link.getAttribute('href')).toBe('/api/vcard/maya.k.vcf');
    expect(link.getAttribute('download')).toBe('maya.k.vcf');
  });

  it("'Embed card' shows the card and the Markdown and HTML to paste", async () => {
    wrap(false);
    expect(screen.queryByRole('link', { name: 'Save contact' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Embed card' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const expected = embedSnippets(PUBLIC_URL, 'maya.k');
    expect((await screen.findByTestId('embed-markdown', {}, { timeout: 10_000 })).textContent).toBe(
      expected.markdown,
    );
    expect(screen.getByTestId('embed-html').textContent).toBe(expected.html);
    expect(screen.getByRole('img', { name: '@maya.k on HandleHub' }).getAttribute('src')).toBe(
      '/api/card/maya.k.svg',
    );
    expect(screen.getByRole('button', { name: 'Copy Markdown' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy HTML' })).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
  });
});
