import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoginArt } from './login-art';

/** The signed-out view of screens that need a signed-in user (Settings, Profile). */
export function LoginPrompt({ title = 'Login Required', text }: { title?: string; text: string }) {
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <LoginArt width={220} />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to="/login" size="md">
          Login
        </Button>
      </Stack>
    </Container>
  );
}
