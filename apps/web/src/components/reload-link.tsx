import { UI_TEXTS } from '@handlehub/shared/ui-texts';
import { Anchor } from '@mantine/core';

/** 'Please reload the page': the way on from a screen or a section that failed. */
export function ReloadLink() {
  return (
    <Anchor component="button" type="button" onClick={() => window.location.reload()}>
      {UI_TEXTS.reloadPage}
    </Anchor>
  );
}
