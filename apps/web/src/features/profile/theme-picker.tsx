import {
  PAGE_BACKGROUND_LABELS,
  PAGE_BACKGROUNDS,
  PAGE_BUTTON_LABELS,
  PAGE_BUTTONS,
  type PageStyle,
  PROFILE_THEME_IDS,
  PROFILE_THEMES,
  type ProfileThemeId,
} from '@handlehub/shared';
import { Box, Group, Radio, SimpleGrid, useComputedColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';

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
  error?: ReactNode;
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

/** One choice of the page style: a row of radios under a label (arrow keys move between them). */
function StyleChoice<T extends string>({
  label,
  choices,
  labels,
  value,
  onChange,
  testId,
}: {
  label: string;
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <SimpleGrid cols={3} mt="xs" spacing="sm">
        {choices.map((choice) => (
          <Radio key={choice} value={choice} label={labels[choice]} data-testid={`${testId}-${choice}`} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** 'Background' and 'Buttons' on Edit Profile: how the public page draws its ground and its link rows. */
export function PageStylePicker({
  value,
  onChange,
}: {
  value: PageStyle;
  onChange: (style: PageStyle) => void;
}) {
  return (
    <>
      <StyleChoice
        label="Background"
        choices={PAGE_BACKGROUNDS}
        labels={PAGE_BACKGROUND_LABELS}
        value={value.background}
        onChange={(background) => onChange({ ...value, background })}
        testId="background"
      />
      <StyleChoice
        label="Buttons"
        choices={PAGE_BUTTONS}
        labels={PAGE_BUTTON_LABELS}
        value={value.buttons}
        onChange={(buttons) => onChange({ ...value, buttons })}
        testId="buttons"
      />
    </>
  );
}
