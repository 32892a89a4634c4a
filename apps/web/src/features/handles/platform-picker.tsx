import {
  type CataloguePlatform,
  foldPlatformName,
  type PlatformKind,
  pickablePlatforms,
  platformOf,
} from '@handlehub/shared';
import { type ComboboxParsedItem, Group, Select } from '@mantine/core';
import type { Ref } from 'react';
import { PlatformIcon } from '../../components/platform-icon';
import { ITEM_TEXTS } from './texts';

const GROUPS: { kind: PlatformKind; name: string }[] = [
  { kind: 'social', name: ITEM_TEXTS.groupSocial },
  { kind: 'game', name: ITEM_TEXTS.groupGames },
];

const DATA = GROUPS.map(({ kind, name }) => ({
  group: name,
  items: pickablePlatforms(kind).map((platform) => ({ value: platform.key, label: platform.name })),
})).filter((group) => group.items.length > 0);

/** What a platform is found by: its name, its key and the other names people call it ("X", "LoL"). */
const TERMS = new Map(
  pickablePlatforms().map((platform) => [
    platform.key,
    [platform.name, platform.key, ...(platform.aliases ?? [])].map(foldPlatformName),
  ]),
);

function matches(key: string, search: string): boolean {
  const wanted = foldPlatformName(search);
  return wanted === '' || (TERMS.get(key) ?? []).some((term) => term.includes(wanted));
}

/** Mantine's own filter matches the shown name only; this one the key and the aliases too, in groups. */
function filter({
  options,
  search,
}: {
  options: ComboboxParsedItem[];
  search: string;
}): ComboboxParsedItem[] {
  return options.flatMap((option): ComboboxParsedItem[] => {
    if ('group' in option) {
      const items = option.items.filter((item) => matches(item.value, search));
      return items.length ? [{ ...option, items }] : [];
    }
    return matches(option.value, search) ? [option] : [];
  });
}

interface Props {
  value: CataloguePlatform | null;
  onChange(platform: CataloguePlatform | null): void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The catalogue as a searchable list, social networks then games, each with its icon. */
export function PlatformPicker({ value, onChange, error, disabled, ref }: Props) {
  return (
    <Select
      ref={ref}
      error={error}
      label={ITEM_TEXTS.platformField}
      placeholder={ITEM_TEXTS.platformPlaceholder}
      data={DATA}
      value={value?.key ?? null}
      onChange={(key) => onChange(key ? (platformOf(key) ?? null) : null)}
      searchable
      filter={filter}
      nothingFoundMessage={ITEM_TEXTS.platformNotFound}
      maxDropdownHeight={320}
      disabled={disabled}
      allowDeselect={false}
      leftSection={value ? <PlatformIcon icon={value.icon} size={18} /> : undefined}
      // Options are tap targets too (44 px), not Mantine's compact rows.
      styles={{ option: { minHeight: 44 } }}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <PlatformIcon icon={platformOf(option.value)?.icon ?? ''} size={20} />
          {option.label}
        </Group>
      )}
    />
  );
}
