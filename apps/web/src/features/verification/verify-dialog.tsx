import type { HandleItem } from '@handlehub/shared';
import { CHECK_OUTCOME_TEXTS, VERIFICATION_METHODS } from '@handlehub/shared/verification';
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useLazyDialogProps } from '../../components/lazy-dialog-props';
import { VerifiedMark } from '../../components/verified-mark';
import { ApiError } from '../../lib/api';
import { useCheckNow, useSignInStart, useVerificationStatus } from './api';
import { VERIFY_TEXTS } from './texts';

/** A value to write on the platform (the page address or the proof code), with its Copy button. */
function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text
          component="code"
          ff="monospace"
          fz="sm"
          px="xs"
          py={6}
          bd="1px solid var(--mantine-color-default-border)"
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)' }}
          data-testid={testId}
        >
          {value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="sm"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              aria-label={copied ? VERIFY_TEXTS.copied : VERIFY_TEXTS.copyOf(label)}
            >
              {copied ? VERIFY_TEXTS.copied : VERIFY_TEXTS.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** What a failed check says: the rate limit in our words, anything else in the server's. */
function checkError(error: Error): string {
  if (error instanceof ApiError && error.status === 429) return VERIFY_TEXTS.checkTooOften;
  return error.message;
}

/**
 * An item's verification, for its owner: the level and its evidence, then the ways to raise it: for a
 * platform HandleHub can read, the page address and the proof code to write on the profile and "Check now";
 * for a platform with a sign-in, a button per sign-in. Loaded lazily by VerifyButton.
 */
export default function VerifyDialog({
  item,
  opened,
  onClose,
  onChanged,
}: {
  item: HandleItem;
  opened: boolean;
  onClose(): void;
  /** The item's level may have changed: the screens that show it read it again. */
  onChanged(): void;
}) {
  // Opened after mounting, so that focus goes back to Verify on closing.
  const modal = useLazyDialogProps(opened, onClose);
  const status = useVerificationStatus(item.id, opened);
  const check = useCheckNow(item.id, onChanged);
  const signIn = useSignInStart(item.id);
  const data = status.data;
  const outcome = check.data?.outcome;
  return (
    <Modal {...modal} title={VERIFY_TEXTS.title(item.name)} centered size="lg">
      {status.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" role="status" aria-label={VERIFY_TEXTS.loading} />
        </Group>
      ) : status.isError || !data ? (
        <Alert color="red" title={VERIFY_TEXTS.loadFailed}>
          {status.error?.message}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="verify-dialog">
          <Stack gap={4}>
            <Title order={3} size="h5">
              {VERIFY_TEXTS.levelHeading}
            </Title>
            {data.level !== 'self' && data.method && data.checkedAt ? (
              <VerifiedMark mark={{ level: data.level, method: data.method, checkedAt: data.checkedAt }} />
            ) : (
              <Text fz="sm">{VERIFY_TEXTS.selfLevel}</Text>
            )}
            {data.evidence && (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="verify-evidence">
                {VERIFY_TEXTS.evidence(data.evidence.found, data.evidence.where)}
              </Text>
            )}
            {data.misses > 0 && (
              <Text fz="sm" c="dimmed">
                {VERIFY_TEXTS.misses(data.misses)}
              </Text>
            )}
          </Stack>

          {data.linkedMethod && (
            <Stack gap="sm">
              <Text fz="sm">
                {data.linkedMethod === 'website'
                  ? VERIFY_TEXTS.websiteIntro
                  : VERIFY_TEXTS.linkedIntro(item.name)}
              </Text>
              <CopyRow label={VERIFY_TEXTS.pageAddress} value={data.pageUrl} testId="verify-page-url" />
              <CopyRow label={VERIFY_TEXTS.proofCode} value={data.token} testId="verify-token" />
              <Text fz="sm" c="dimmed">
                {VERIFY_TEXTS.either}
              </Text>
              <Group>
                <Button onClick={() => check.mutate()} loading={check.isPending}>
                  {VERIFY_TEXTS.checkNow}
                </Button>
              </Group>
              {/* Said when it changes, without moving the focus from Check now. */}
              <div role="status" aria-live="polite" data-testid="verify-outcome">
                {outcome && (
                  <Alert
                    color={outcome === 'found' ? 'green' : outcome === 'unreachable' ? 'yellow' : 'orange'}
                  >
                    {CHECK_OUTCOME_TEXTS[outcome]}
                  </Alert>
                )}
                {check.isError && <Alert color="red">{checkError(check.error)}</Alert>}
              </div>
            </Stack>
          )}

          {data.signIns.length > 0 && (
            <Stack gap="xs">
              {data.linkedMethod && <Text fz="sm">{VERIFY_TEXTS.signInsIntro}</Text>}
              {data.signIns.map((method) => (
                <Button
                  key={method}
                  // It leaves for the platform, which comes back to /profile?verify=….
                  onClick={() => signIn.mutate(method)}
                  loading={signIn.isPending && signIn.variables === method}
                  variant="default"
                  rightSection={<IconExternalLink size={16} aria-hidden />}
                >
                  {VERIFY_TEXTS.signInWith(VERIFICATION_METHODS[method].from)}
                </Button>
              ))}
              {signIn.isError && <Alert color="red">{checkError(signIn.error)}</Alert>}
            </Stack>
          )}

          {!data.linkedMethod && data.signIns.length === 0 && (
            <Text fz="sm">{VERIFY_TEXTS.nothingCanCheck(item.name)}</Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
