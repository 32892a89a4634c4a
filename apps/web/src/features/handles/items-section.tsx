import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A section of Add Account's items: its heading, which names the section, a line on what it does, then its body. */
export function ItemsSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
      {children}
    </Stack>
  );
}
