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
  embedDisabled = false,
}: {
  username: string;
  saveContact?: boolean;
  /** While the account is locked its card answers 404: nothing to embed. */
  embedDisabled?: boolean;
}) {
  const embed = useEmbedSnippets(username, embedDisabled);
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
