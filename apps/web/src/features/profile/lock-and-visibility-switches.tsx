import type { AccountStatus, StatusField } from '@handlehub/shared';
import { Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { errorText, notifyError } from '../../lib/notify';
import { useAccountStatus, useChangeStatus } from './api';

const SWITCHES: Array<{ field: StatusField; label: string; description: string }> = [
  { field: 'isPublic', label: 'Display on Home', description: 'Show your profile in the Home feed' },
  {
    field: 'isSearchable',
    label: 'Appear in Search Results',
    description: 'Let people find you by name or username',
  },
  {
    field: 'isLocked',
    label: 'Lock Account',
    description: 'Disable your link and QR code; nobody can see your account details',
  },
];

/**
 * 'Lock Account' and who may see the profile (Home feed, search): the settings' General section. Each
 * switch shows the server's state and moves only after the call succeeds. Without a `token` (the session
 * not known yet) they are drawn as while the state loads.
 */
export function LockAndVisibilitySwitches({ token }: { token: string | undefined }) {
  const status = useAccountStatus(token);
  const change = useChangeStatus(token ?? '');

  if (status.isError) return <Text c="red">{errorText(status.error)}</Text>;

  // While the state loads, the switches are drawn in their places, off and disabled, so nothing under
  // them moves when it arrives.
  const loading = status.isPending;
  const current: AccountStatus = status.data ?? { isPublic: false, isSearchable: false, isLocked: false };
  return (
    <Stack gap="lg" aria-busy={loading || undefined}>
      {loading && <VisuallyHidden role="status">Loading settings</VisuallyHidden>}
      {SWITCHES.map(({ field, label, description }) => (
        <Switch
          key={field}
          label={label}
          description={description}
          labelPosition="left"
          size="md"
          checked={current[field]}
          disabled={loading || (change.isPending && change.variables?.fieldname === field)}
          onChange={(event) =>
            change.mutate(
              { fieldname: field, status: event.currentTarget.checked },
              { onError: (error) => notifyError(errorText(error)) },
            )
          }
          styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
        />
      ))}
    </Stack>
  );
}
