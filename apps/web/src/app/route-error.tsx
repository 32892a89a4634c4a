import { COMMON_MESSAGES } from '@handlehub/shared/common-messages';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen's code cannot load (e.g. a new deploy replaced its chunk) or throws. */
export function RouteError() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{COMMON_MESSAGES.screenFailedTitle}</Title>
        <Text>{COMMON_MESSAGES.screenFailedText}</Text>
        <Anchor component="button" onClick={() => window.location.reload()}>
          {COMMON_MESSAGES.reloadPage}
        </Anchor>
      </Stack>
    </Container>
  );
}
