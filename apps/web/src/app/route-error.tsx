import { Anchor, Container, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen's code cannot load (e.g. a new deploy replaced its chunk) or throws. */
export function RouteError() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>Some went wrong</Title>
        <Text>This page could not be shown.</Text>
        <Anchor component="button" onClick={() => window.location.reload()}>
          Please reload the page
        </Anchor>
      </Stack>
    </Container>
  );
}
