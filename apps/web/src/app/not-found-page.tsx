import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>Page not found</Title>
        <Text>The page you are looking for does not exist.</Text>
        <Button component={Link} to="/home">
          Back to HomePage
        </Button>
      </Stack>
    </Container>
  );
}
