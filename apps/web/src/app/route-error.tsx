import { UI_TEXTS } from '@handlehub/shared/ui-texts';
import { Container, Stack, Text, Title } from '@mantine/core';
import { ReloadLink } from '../components/reload-link';

/** Shown when a screen's code cannot load (e.g. a new deploy replaced its chunk) or throws. */
export function RouteError() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{UI_TEXTS.screenFailedTitle}</Title>
        <Text>{UI_TEXTS.screenFailedText}</Text>
        <ReloadLink />
      </Stack>
    </Container>
  );
}
