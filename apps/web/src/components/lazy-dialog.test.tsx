import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDialog, useLazyDialog } from './lazy-dialog';

afterEach(cleanup);

/** A page with one lazily loaded dialog, counting how often the dialog's code is asked for. */
function openPage() {
  const loads: number[] = [];
  const Dialog = lazy(async () => {
    loads.push(1);
    return {
      default: ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
        <div data-testid="dialog" data-opened={opened}>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      ),
    };
  });
  function Page() {
    const dialog = useLazyDialog();
    return (
      <>
        <button type="button" onClick={dialog.open}>
          Open
        </button>
        <LazyDialog state={dialog}>
          <Dialog {...dialog.dialogProps} />
        </LazyDialog>
      </>
    );
  }
  render(<Page />);
  const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
  return { loads, click, dialog: () => screen.queryByTestId('dialog') };
}

describe('a lazily loaded dialog', () => {
  it('loads and mounts nothing before it is first opened', () => {
    const page = openPage();
    expect(page.loads).toEqual([]);
    expect(page.dialog()).toBeNull();
  });

  it('mounts open on the first opening', async () => {
    const page = openPage();
    await page.click('Open');
    expect((await screen.findByTestId('dialog')).dataset.opened).toBe('true');
    expect(page.loads).toHaveLength(1);
  });

  it('stays mounted, closed, after closing (for its transition), and opens again without loading again', async () => {
    const page = openPage();
    await page.click('Open');
    await screen.findByTestId('dialog');
    await page.click('Close');
    expect(page.dialog()?.dataset.opened).toBe('false');
    await page.click('Open');
    expect(page.dialog()?.dataset.opened).toBe('true');
    expect(page.loads).toHaveLength(1);
  });
});
