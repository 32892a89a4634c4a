import { PROFILE_THEME_IDS, PROFILE_THEMES, type ProfileThemeId } from '@handlehub/shared';
import { Box, Group, Radio, SimpleGrid, useComputedColorScheme } from '@mantine/core';

/** A theme's swatch in the colour scheme in use: its page colour with its accent on it. */
function Swatch({ id }: { id: ProfileThemeId }) {
  const scheme = useComputedColorScheme('light');
  const colors = PROFILE_THEMES[id][scheme];
  return (
    <Box
      aria-hidden
      w={28}
      h={28}
      style={{
        borderRadius: 8,
        background: colors.background,
        border: `1px solid ${colors.muted}`,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box w={14} h={14} style={{ borderRadius: '50%', background: colors.accent }} />
    </Box>
  );
}

/**
 * 'Page theme' on Edit Profile: the six themes as one radio group (arrow keys move between them), each
 * with its swatch and its name.
 */
export function ThemePicker({
  value,
  onChange,
  error,
}: {
  value: ProfileThemeId;
  onChange: (theme: ProfileThemeId) => void;
  error?: string | undefined;
}) {
  return (
    <Radio.Group
      label="Page theme"
      description="The colours of your public profile page, in light and dark mode"
      value={value}
      onChange={(next) => onChange(next as ProfileThemeId)}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, xs: 3 }} mt="xs" spacing="sm">
        {PROFILE_THEME_IDS.map((id) => (
          <Radio
            key={id}
            value={id}
            data-testid={`theme-${id}`}
            label={
              <Group gap={8} wrap="nowrap">
                <Swatch id={id} />
                {PROFILE_THEMES[id].label}
              </Group>
            }
            styles={{ body: { alignItems: 'center' }, labelWrapper: { justifyContent: 'center' } }}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
