import { UI_TEXTS } from '@handlehub/shared/ui-texts';
import { Anchor, Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import heroUrl from '../../assets/illustrations/landing-hero.svg';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { LandingFeatures } from './landing-features';
import classes from './landing-page.module.css';

export function LandingPage() {
  usePageMeta(
    'HandleHub — One link for all your social media and gaming handles',
    'One link and one QR code for every social and gaming handle. Unlock your next connection with HandleHub.',
  );
  const signedIn = useSession() !== null;
  return (
    <Container size="lg" px="md">
      <div className={classes.hero}>
        <Box className={classes.pitch}>
          <Text c="violet" fw={700} tt="uppercase" size="sm" mb="xs">
            HandleHub
          </Text>
          <Title order={1} fz={{ base: 36, sm: 48 }} lh={1.1} textWrap="balance">
            {/* One text node, as the server writes it: hydration then keeps the line as drawn. */}
            {'Unlock your next '}
            <Text span inherit variant="gradient" gradient={{ from: 'violet', to: 'pink', deg: 90 }}>
              connection
            </Text>
          </Title>
          <Text size="xl" fw={500} mt="md" textWrap="pretty">
            One link and one QR code for every social and gaming handle — no more hunting for someone's many
            accounts.
          </Text>
          <Text c="dimmed" mt="md" textWrap="pretty">
            Add your Instagram, Snapchat, YouTube, LinkedIn and gaming IDs to one profile. Share your link or
            let friends scan your code, and they can follow you everywhere in a single tap.
          </Text>
          <Group mt="xl">
            <Button
              component={Link}
              to="/home"
              size="lg"
              radius="xl"
              rightSection={<IconArrowRight size={20} />}
            >
              Explore
            </Button>
            {/* The way to one's own link (docs/decisions/016): sign-in, or the profile when signed in. */}
            <Button
              component={Link}
              to={signedIn ? '/profile' : '/login'}
              size="lg"
              radius="xl"
              variant="default"
              leftSection={<IconLink size={20} aria-hidden />}
            >
              {signedIn ? UI_TEXTS.landingMyProfile : UI_TEXTS.landingCreate}
            </Button>
          </Group>
        </Box>
        <img
          className={classes.illustration}
          src={heroUrl}
          width={480}
          height={360}
          alt="A phone showing a profile with a QR code, linked to many social and gaming accounts"
        />
        <LandingFeatures className={classes.features} />
      </div>
      <footer className={classes.footer}>
        <Group component="nav" aria-label="Legal" justify="center" gap="lg" py="lg">
          <Anchor component={Link} to="/termsandconditions" c="var(--mantine-color-text)">
            Terms and Conditions
          </Anchor>
          <Anchor component={Link} to="/privacypolicy" c="var(--mantine-color-text)">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/info" c="var(--mantine-color-text)">
            Info
          </Anchor>
        </Group>
      </footer>
    </Container>
  );
}
