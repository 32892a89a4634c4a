import { Group, Paper, Text, Title } from '@mantine/core';
import type { FaqEntry } from './faq-entries';

/** One question and its answer, with its own small illustration. */
export function FaqCard({ entry }: { entry: FaqEntry }) {
  const headingId = `faq-${entry.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p="lg" h="100%">
      <Group wrap="nowrap" gap="md" mb="sm">
        {/* Decorative: the question says everything the picture shows. */}
        <img src={entry.image} alt="" width={56} height={56} style={{ flexShrink: 0 }} />
        <Title order={2} fz="lg" id={headingId}>
          {entry.question}
        </Title>
      </Group>
      <Text c="dimmed" textWrap="pretty">
        {entry.answer}
      </Text>
    </Paper>
  );
}
