import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../lib/page-meta';
import { FaqCard } from './faq-card';
import { FAQ_ENTRIES } from './faq-entries';

export function InfoPage() {
  usePageMeta(
    'Info',
    'Answers to common questions about HandleHub: profiles, QR codes, privacy settings and feedback.',
  );
  return (
    <Container size="lg" py="xl" px="md">
      <Title order={1}>Frequently asked questions</Title>
      <Text c="dimmed" mt="xs" mb="xl">
        Everything you need to know about sharing your handles with HandleHub.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {FAQ_ENTRIES.map((entry) => (
          <FaqCard key={entry.id} entry={entry} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
