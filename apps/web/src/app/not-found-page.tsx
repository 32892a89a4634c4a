import { Container, Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../components/back-link';
import { usePageMeta } from '../lib/page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <BackLink to="/home">Back to HomePage</BackLink>
        <Stack align="center" ta="center">
          <Title order={1}>Page not found</Title>
          <Text>The page you are looking for does not exist.</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
