import { Group } from '@mantine/core';
import { EmbedSnippets } from './embed-snippets';
import { SaveContactButton } from './save-contact-button';

/** Take the profile along: 'Save contact' and the card to embed, under the share panel's buttons. */
export function ContactActions({
  username,
  saveContact = true,
}: {
  username: string;
  saveContact?: boolean;
}) {
  return (
    <Group mt="md" gap="sm">
      {saveContact && <SaveContactButton username={username} />}
      <EmbedSnippets username={username} />
    </Group>
  );
}
