import { Divider, Stack } from '@mantine/core';
import { AddItemForm } from './add-item-form';
import { AddLinkForm } from './add-link-form';
import { ExportItems } from './export-items';
import { ImportItems } from './import-items';
import { type ItemAction, MyItems } from './my-items';

/**
 * The items sections of Add Account, in the order they are meant to be read: what the page shows, then
 * the ways to add to it, then the ways to take it elsewhere. Each is also exported on its own.
 */
export function ItemsSections({
  username,
  itemAction,
}: {
  username: string;
  itemAction?: ItemAction | undefined;
}) {
  return (
    <Stack gap="xl">
      <MyItems username={username} itemAction={itemAction} />
      <Divider />
      <AddItemForm username={username} />
      <Divider />
      <AddLinkForm username={username} />
      <Divider />
      <ImportItems username={username} />
      <Divider />
      <ExportItems username={username} />
    </Stack>
  );
}
