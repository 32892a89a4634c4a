import {
  type CataloguePlatform,
  MESSAGES,
  normaliseLabel,
  normaliseValue,
  type ValueResult,
} from '@handlehub/shared';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PlatformIcon } from '../../components/platform-icon';
import { PlatformPicker } from './platform-picker';
import { savedAs } from './saved-as';
import { ITEM_TEXTS } from './texts';
import { useAddFlow } from './use-add-flow';
import { useCheckedField } from './use-checked-field';

const noPlatform: ValueResult = { ok: false, error: MESSAGES.platformUnknown };

/** Under the value: a game's format and an example, or the example alone. */
function descriptionOf(platform: CataloguePlatform): string {
  return platform.format
    ? ITEM_TEXTS.gameHint(platform.format.hint, platform.example)
    : ITEM_TEXTS.example(platform.example);
}

/** "More platforms": one handle or game ID on any platform of the catalogue, with an optional label. */
export function AddItemForm({ username }: { username: string }) {
  const flow = useAddFlow(username);
  const [platform, setPlatform] = useState<CataloguePlatform | null>(null);
  const [platformError, setPlatformError] = useState<string | undefined>();
  const check = (raw: string) => (platform ? normaliseValue(platform, raw) : noPlatform);
  const value = useCheckedField(check);
  const label = useCheckedField(normaliseLabel);
  const pickerRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef<HTMLInputElement>(null);
  const labelRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  function choose(next: CataloguePlatform | null) {
    setPlatform(next);
    setPlatformError(undefined);
    // What was typed is checked again by the new platform's rule, if its problem was already named.
    if (next && value.error) {
      const result = normaliseValue(next, value.value);
      value.setError(result.ok ? undefined : result.error);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!platform) {
      setPlatformError(MESSAGES.platformUnknown);
      pickerRef.current?.focus();
      return;
    }
    const valueOk = value.validate();
    const labelOk = label.validate();
    if (!valueOk || !labelOk) {
      (valueOk ? labelRef : valueRef).current?.focus();
      return;
    }
    const checked = value.checked();
    const checkedLabel = normaliseLabel(label.value);
    if (!checked.ok || !checkedLabel.ok) return;
    const outcome = await flow.submit({
      platform: platform.key,
      value: checked.value,
      ...(checkedLabel.value ? { label: checkedLabel.value } : {}),
    });
    if (outcome.ok) {
      value.reset();
      label.reset();
      valueRef.current?.focus();
    } else if (outcome.field === 'label') label.setError(outcome.error);
    else if (outcome.field === 'value') value.setError(outcome.error);
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {ITEM_TEXTS.addTitle}
      </Title>
      <Text c="dimmed">{ITEM_TEXTS.addIntro}</Text>
      {flow.full ? (
        <Alert variant="light" color="yellow" role="status">
          {MESSAGES.itemsFull}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PlatformPicker
            ref={pickerRef}
            value={platform}
            onChange={choose}
            error={platformError}
            disabled={flow.full}
          />
          {platform ? (
            <TextInput
              ref={valueRef}
              label={platform.valueName}
              placeholder={platform.example}
              description={
                <>
                  {descriptionOf(platform)}
                  {platform.format ? null : savedAs(check(value.value), value.value)}
                </>
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              leftSection={<PlatformIcon icon={platform.icon} size={18} />}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={300}
              disabled={flow.full}
              {...value.inputProps}
            />
          ) : null}
          <TextInput
            ref={labelRef}
            label={ITEM_TEXTS.labelField}
            description={ITEM_TEXTS.labelHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            maxLength={100}
            disabled={flow.full}
            {...label.inputProps}
          />
          <Button
            type="submit"
            loading={flow.sending}
            disabled={flow.full}
            style={{ alignSelf: 'flex-start' }}
          >
            {ITEM_TEXTS.add}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
