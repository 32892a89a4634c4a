import {
  type CataloguePlatform,
  LINK_KEY,
  MESSAGES,
  normaliseLabel,
  normaliseValue,
  type ValueResult,
} from '@handlehub/shared';
import { Button } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { PlatformIcon } from '../../components/platform-icon';
import { AddItemSection } from './add-item-section';
import { ItemValueInput, ItemWordsInput, useItemForm } from './item-form';
import { PlatformPicker } from './platform-picker';
import { savedAs } from './saved-as';
import { ITEM_TEXTS } from './texts';
import { useAddFlow } from './use-add-flow';

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
  const item = useItemForm('add-item', { value: check, label: normaliseLabel });
  const { values, errors } = item.form;
  const pickerRef = useRef<HTMLInputElement>(null);

  function choose(next: CataloguePlatform | null) {
    setPlatform(next);
    setPlatformError(undefined);
    // What was typed is checked again by the new platform's rule, if its problem was already named.
    if (next && errors.value) {
      const result = normaliseValue(next, values.value);
      item.form.setFieldError('value', result.ok ? undefined : result.error);
    }
  }

  const add = item.onSubmit(async ({ value, label }) => {
    if (!platform) return;
    item.afterAdd(await flow.submit({ platform: platform.key, value, ...(label ? { label } : {}) }));
  });

  // A page of the platform that is not a profile (a repository, a post), once its refusal is said: the
  // address it is, to add as a custom link instead.
  const refused = platform && errors.value ? check(values.value) : null;
  const asLink = refused && !refused.ok && refused.error === errors.value ? refused.asLink : undefined;

  async function addAsLink(address: string) {
    const label = normaliseLabel(values.label);
    if (!label.ok) return item.refuse('label', label.error);
    const outcome = await flow.submit({
      platform: LINK_KEY,
      value: address,
      ...(label.value ? { label: label.value } : {}),
    });
    item.afterAdd(outcome);
  }

  // The platform comes first: without it the value has no rule to be checked by.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (platform) return add(event);
    event.preventDefault();
    setPlatformError(MESSAGES.platformUnknown);
    pickerRef.current?.focus();
  }

  return (
    <AddItemSection title={ITEM_TEXTS.addTitle} intro={ITEM_TEXTS.addIntro} flow={flow} onSubmit={onSubmit}>
      <PlatformPicker
        ref={pickerRef}
        value={platform}
        onChange={choose}
        error={platformError}
        disabled={flow.full}
      />
      {platform ? (
        <ItemValueInput
          label={platform.valueName}
          placeholder={platform.example}
          description={
            <>
              {descriptionOf(platform)}
              {platform.format ? null : savedAs(check(values.value), values.value)}
            </>
          }
          leftSection={<PlatformIcon icon={platform.icon} size={18} />}
          maxLength={300}
          disabled={flow.full}
          {...item.form.getInputProps('value')}
        />
      ) : null}
      {asLink ? (
        <Button
          variant="light"
          loading={flow.sending}
          disabled={flow.full}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void addAsLink(asLink)}
        >
          {ITEM_TEXTS.addAsLink}
        </Button>
      ) : null}
      <ItemWordsInput field="label" disabled={flow.full} {...item.form.getInputProps('label')} />
    </AddItemSection>
  );
}
