import { UI_TEXTS, type ValueResult } from '@handlehub/shared';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a value will be stored as, when that is not what was typed (a pasted address reduced to the
 * handle, a leading @ dropped, https:// added): said under the input, never changed silently, as on the
 * 13 fields (decision 016). Undefined when there is nothing to say.
 */
export function savedAs(result: ValueResult, typed: string): ReactNode | undefined {
  if (!result.ok || typed.trim() === '' || result.value === typed.trim()) return undefined;
  return (
    <Text component="span" display="block" inherit fw={700}>
      {UI_TEXTS.handleSavedAs(result.value)}
    </Text>
  );
}
