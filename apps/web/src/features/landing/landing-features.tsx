import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLink, IconQrcode, IconShieldLock } from '@tabler/icons-react';

const FEATURES = [
  {
    icon: IconLink,
    title: 'One link',
    text: 'Share a single address that shows every handle you have.',
  },
  {
    icon: IconQrcode,
    title: 'One QR code',
    text: 'Let friends scan your code and find all your accounts at once.',
  },
  {
    icon: IconShieldLock,
    title: 'You stay in control',
    text: 'Choose whether you appear on Home and in search, or lock your account.',
  },
] as const;

/** The three selling points under the landing headline. */
export function LandingFeatures({ className }: { className?: string }) {
  return (
    <SimpleGrid className={className} cols={{ base: 1, xs: 3 }} spacing="lg">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <Stack key={title} gap={6}>
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Title order={2} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
