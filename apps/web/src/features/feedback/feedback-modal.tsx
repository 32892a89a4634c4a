import { feedbackInput } from '@handlehub/shared';
import { Modal, Textarea } from '@mantine/core';
import { DialogActions } from '../../components/dialog-actions';
import { useSchemaForm } from '../../lib/form';
import { useDialogForm } from '../../lib/use-send';
import { submitFeedback } from './api';

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const form = useSchemaForm(feedbackInput, { feedback: '' });

  const { close, sending, submit } = useDialogForm(form, submitFeedback, onClose);

  return (
    <Modal opened={opened} onClose={close} title="Feedback" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Textarea
          label="Your feedback"
          placeholder="Tell us what you like or what we can do better"
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          {...form.getInputProps('feedback')}
        />
        <DialogActions submitLabel="Submit" busy={sending} onCancel={close} mt="md" />
      </form>
    </Modal>
  );
}
