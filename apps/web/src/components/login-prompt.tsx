import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import loginArt from '../assets/illustrations/login.svg';

/** The signed-out view of screens that need a signed-in user (Settings, Profile). */
export function LoginPrompt({ title = 'Login Required', text }: { title?: string; text: string }) {
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Image src={loginArt} alt="" w={220} h={165} fit="contain" />
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
