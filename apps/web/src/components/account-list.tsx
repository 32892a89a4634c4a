import type { SocialAccount } from '@handlehub/shared';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { copyWithToast } from './copy-to-clipboard';
import { PlatformIcon } from './platform-icon';

/**
 * Linked accounts: platform icon, display name, the handle with a copy action, and the link the
 * server built (games have none). Links open in a new tab without handing over this page.
 */
export function AccountList({ accounts }: { accounts: SocialAccount[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Social accounts">
      {accounts.map((account) => (
        <Card component="li" key={account.fieldname} withBorder radius="md" padding="sm">
          <Group wrap="nowrap" gap="sm">
            <PlatformIcon icon={account.accountIcon} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} fz="sm">
                {account.accountName}
              </Text>
              <Text fz="sm" c="dimmed" truncate="end" data-testid="account-username">
                {account.accountUsername}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Copy ${account.accountName} username`}
              onClick={() => void copyWithToast(account.accountUsername)}
            >
              <IconCopy size={20} />
            </ActionIcon>
            {account.accountLink && (
              <ActionIcon
                component="a"
                href={account.accountLink}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                size="lg"
                aria-label={`Open ${account.accountName} profile`}
              >
                <IconExternalLink size={20} />
              </ActionIcon>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
