import { CARD_IMAGE, cardPath, embedSnippets } from '@handlehub/shared/contact';
import { profilePath } from '@handlehub/shared/routes';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { copyWithToast } from '../../components/copy-to-clipboard';
import { useProfileLink } from '../../components/profile-link';

function Snippet({ label, code }: { label: string; code: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} fz="sm">
          {label}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconCopy size={14} aria-hidden />}
          aria-label={`Copy ${label}`}
          onClick={() => void copyWithToast(code)}
        >
          Copy
        </Button>
      </Group>
      <Box
        component="pre"
        m={0}
        p="xs"
        fz="xs"
        ff="monospace"
        bg="var(--mantine-color-default-hover)"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', borderRadius: 'var(--mantine-radius-sm)' }}
        data-testid={`embed-${label.toLowerCase()}`}
      >
        {code}
      </Box>
    </Stack>
  );
}

/**
 * The card (`GET /api/card/{username}.svg`) and the Markdown and HTML to paste it, linked to the
 * profile, into a forum signature, a stream overlay or a README.
 */
export function EmbedSnippetsPanel({ id, username }: { id: string; username: string }) {
  const link = useProfileLink(username);
  const snippets = embedSnippets(link.slice(0, -profilePath(username).length), username);
  // A locked profile has no card (404): the preview then stays away, the snippets still show.
  const [preview, setPreview] = useState(true);
  return (
    <Stack id={id} gap="sm" mt="sm" ta="left" w="100%">
      {preview && (
        <Box maw={CARD_IMAGE.width}>
          <Image
            src={cardPath(username)}
            alt={`@${username} on HandleHub`}
            w="100%"
            h="auto"
            onError={() => setPreview(false)}
          />
        </Box>
      )}
      <Snippet label="Markdown" code={snippets.markdown} />
      <Snippet label="HTML" code={snippets.html} />
    </Stack>
  );
}
