import type { UnsupportedItem } from '@handlehub/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type RefObject, useId } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import classes from './items.module.css';
import { useUnsupportedItems } from './items-api';
import { ITEM_TEXTS } from './texts';
import { useDeleteQuestion } from './use-delete-question';

const nameOf = (row: UnsupportedItem) => `${row.platform} ${row.value}`;

/**
 * The owner's rows of platforms the catalogue does not have (taken out of it, or from another version):
 * their key and value as stored, said to be off the page, with Delete and nothing else (decision 033).
 * Nothing when there are none. After a delete, focus goes to `focusAfterDelete` (the list's heading).
 */
export function UnsupportedItems({
  username,
  focusAfterDelete,
  headingOrder = 3,
}: {
  username: string;
  focusAfterDelete: RefObject<HTMLElement | null>;
  headingOrder?: 2 | 3;
}) {
  const rows = useUnsupportedItems(username).data ?? [];
  const deleting = useDeleteQuestion(username, rows, focusAfterDelete);
  const titleId = useId();
  return (
    <>
      {rows.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby={titleId} data-testid="unsupported-items">
          <Title order={headingOrder} size="h5" id={titleId}>
            {ITEM_TEXTS.unsupportedTitle}
          </Title>
          <Text c="dimmed" fz="sm">
            {ITEM_TEXTS.unsupportedIntro}
          </Text>
          <ul className={classes.list}>
            {rows.map((row) => (
              <Paper component="li" withBorder p="sm" key={row.id} data-item-id={row.id}>
                <Group wrap="nowrap" align="center" gap="sm">
                  <div className={classes.text}>
                    <Text fw={700} className={classes.value}>
                      {row.platform}
                      <span className={classes.badge}>{ITEM_TEXTS.unsupportedBadge}</span>
                    </Text>
                    <Text className={classes.value}>{row.value}</Text>
                  </div>
                  <Button
                    variant="default"
                    color="red"
                    flex="none"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    aria-label={ITEM_TEXTS.delete(nameOf(row))}
                    onClick={() => deleting.ask(row)}
                  >
                    {ITEM_TEXTS.deleteButton}
                  </Button>
                </Group>
              </Paper>
            ))}
          </ul>
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting.opened}
        title={ITEM_TEXTS.deleteTitle}
        text={deleting.item ? ITEM_TEXTS.deleteUnsupportedText(nameOf(deleting.item)) : ''}
        confirmLabel={ITEM_TEXTS.deleteConfirm}
        busy={false}
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      />
    </>
  );
}
