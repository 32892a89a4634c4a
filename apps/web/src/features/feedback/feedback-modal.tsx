import { feedbackInput } from '@handlehub/shared';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useSchemaForm } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { submitFeedback } from './api';

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const form = useSchemaForm(feedbackInput, { feedback: '' });

  const close = () => {
    form.clearErrors();
    onClose();
  };
  const { sending, submit } = useSend(submitFeedback, () => {
    form.reset();
    close();
  });

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
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Submit
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
