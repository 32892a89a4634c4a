import type { HandleItem } from '@handlehub/shared';
import { Button } from '@mantine/core';
import { lazy } from 'react';
import { LazyDialog, useLazyDialog } from '../../components/lazy-dialog';
import { VERIFY_TEXTS } from './texts';

// The dialog, its queries and the contract's schemas load on the first tap: the list needs none of them.
const VerifyDialog = lazy(() => import('./verify-dialog'));

/** "Verify" on an owner's item: opens the item's verification (its level, proof code, checks, sign-ins). */
export function VerifyButton({
  item,
  name,
  onChanged,
}: {
  item: HandleItem;
  /** The row's name, for the button's accessible name ("Verify Mastodon (main)"). */
  name: string;
  onChanged(): void;
}) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button
        variant="default"
        size="sm"
        aria-haspopup="dialog"
        aria-label={VERIFY_TEXTS.buttonOf(name)}
        onClick={dialog.open}
      >
        {VERIFY_TEXTS.button}
      </Button>
      <LazyDialog state={dialog}>
        <VerifyDialog item={item} {...dialog.dialogProps} onChanged={onChanged} />
      </LazyDialog>
    </>
  );
}
