import {
  type HandleItem,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportInput,
  type ReportReason,
  reportInput,
  reportItemProblem,
} from '@handlehub/shared';
import { reportsApi } from '@handlehub/shared/api/reports';
import { Modal, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { DialogActions } from '../../components/dialog-actions';
import { useThemedPortal } from '../../components/profile-theme';
import { callApi } from '../../lib/api';
import { useSchemaForm } from '../../lib/form';
import { useDialogForm } from '../../lib/use-send';

/** The Report dialog: a reason (required), an optional note, Send or Cancel. Loaded lazily by ReportButton. */
/** An item as the page shows it, to tell two of one platform apart: "Riot ID · main: Ann#EUW". */
const itemChoice = (item: HandleItem) => `${item.name}${item.label ? ` · ${item.label}` : ''}: ${item.shown}`;

export default function ReportDialog({
  username,
  items,
  opened,
  onClose,
  onClosed,
}: {
  username: string;
  /** The page's shown items: "This handle is not theirs" names one of them. */
  items: readonly HandleItem[];
  opened: boolean;
  onClose(): void;
  /** After the closing transition: where focus goes back to. */
  onClosed(): void;
}) {
  const portal = useThemedPortal();
  // The profile page is drawn afresh for each username, so the name stays this dialog's for its life.
  const form = useSchemaForm(reportInput, {
    username,
    reason: null as ReportReason | null,
    note: '',
    itemId: undefined as number | undefined,
  });
  const { reason, note, itemId } = form.values;
  // A page without items has no handle to name.
  const reasons =
    items.length > 0 ? REPORT_REASONS : REPORT_REASONS.filter((value) => value !== 'not_theirs');

  // A refusal (429: too many reports from this address, 404: the profile is gone, 400) shows the server's words.
  const { close, sending, submit } = useDialogForm(
    form,
    (data: ReportInput) => callApi(reportsApi.report, { json: data }),
    onClose,
  );

  return (
    <Modal
      {...portal}
      opened={opened}
      onClose={close}
      title={`Report @${username}`}
      centered
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <form
        onSubmit={form.onSubmit((data) => {
          const problem = reportItemProblem(data);
          if (problem) form.setFieldError('itemId', problem);
          // Only a not_theirs report names an item.
          else void submit({ ...data, itemId: data.reason === 'not_theirs' ? data.itemId : undefined });
        })}
        noValidate
      >
        <Stack gap="md">
          <Radio.Group
            label="Why are you reporting this profile?"
            withAsterisk
            {...form.getInputProps('reason')}
          >
            <Stack gap="xs" mt="xs">
              {reasons.map((value, index) => (
                <Radio
                  key={value}
                  value={value}
                  label={REPORT_REASON_LABELS[value]}
                  // First focus: the chosen reason, or the first (not the ×, which reads nothing out).
                  data-autofocus={(reason === null ? index === 0 : value === reason) || undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
          {reason === 'not_theirs' && (
            <NativeSelect
              label="Which handle is not theirs?"
              withAsterisk
              data={[
                { value: '', label: 'Choose a handle' },
                ...items.map((item) => ({ value: String(item.id), label: itemChoice(item) })),
              ]}
              value={itemId === undefined ? '' : String(itemId)}
              error={form.errors.itemId}
              onChange={(event) => {
                const value = event.currentTarget.value;
                form.setFieldValue('itemId', value === '' ? undefined : Number(value));
                form.clearFieldError('itemId');
              }}
              data-testid="report-item"
            />
          )}
          <Textarea
            label="Anything else we should know? (optional)"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REPORT_NOTE_MAX}
            description={`${note.length}/${REPORT_NOTE_MAX}`}
            {...form.getInputProps('note')}
          />
          <Text size="xs" c="dimmed">
            Reports are anonymous: we never tell anyone who sent them.
          </Text>
          <DialogActions submitLabel="Send" busy={sending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
