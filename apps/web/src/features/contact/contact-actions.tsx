import { Box, Group } from '@mantine/core';
import { useEmbedSnippets } from './embed-snippets';
import { SaveContactButton } from './save-contact-button';

/**
 * Take the profile along: 'Save contact' and the card to embed, under the share panel's buttons; the embed
 * panel opens on a row of its own below them.
 */
export function ContactActions({
  username,
  saveContact = true,
}: {
  username: string;
  saveContact?: boolean;
}) {
  const embed = useEmbedSnippets(username);
  return (
    <>
      <Group mt="md" gap="sm">
        {saveContact && <SaveContactButton username={username} />}
        {embed.button}
      </Group>
      {embed.panel && <Box w="100%">{embed.panel}</Box>}
    </>
  );
}
