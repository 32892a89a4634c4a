import { feedbackInput } from '@handlehub/shared';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSend } from '../../lib/use-send';
import { submitFeedback } from './api';

const feedbackSchema = feedbackInput.shape.feedback;

export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };
  const { sending, submit } = useSend(submitFeedback, () => {
    setText('');
    close();
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    await submit({ feedback: parsed.data });
  };

  return (
    <Modal opened={opened} onClose={close} title="Feedback" centered>
      <form onSubmit={send} noValidate>
        <Textarea
          label="Your feedback"
          placeholder="Tell us what you like or what we can do better"
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
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
