import {
  type EditItemInput,
  type HandleItem,
  MESSAGES,
  normaliseLabel,
  normaliseTitle,
  normaliseValue,
  platformOf,
  type ValueResult,
} from '@handlehub/shared';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { useEditItem } from './items-api';
import { savedAs } from './saved-as';
import { ITEM_TEXTS } from './texts';
import { fieldOfRefusal } from './use-add-flow';
import { useCheckedField } from './use-checked-field';

interface Props {
  username: string;
  item: HandleItem;
  onClose(): void;
}

/**
 * Changes an item's value, label and (for a link) title. It waits for the server's answer before it
 * closes: a refusal is said at its field with what was typed still there, not undone on the list.
 * A value that was not changed is not sent, so an old one saved before formats were checked can
 * still be labelled.
 */
export function EditItemDialog({ username, item, onClose }: Props) {
  const platform = platformOf(item.platform);
  const isLink = item.kind === 'link';
  const checkValue = (raw: string): ValueResult =>
    raw === item.value
      ? { ok: true, value: raw }
      : platform
        ? normaliseValue(platform, raw)
        : { ok: true, value: raw };
  const value = useCheckedField(checkValue, item.value);
  const label = useCheckedField(normaliseLabel, item.label);
  const title = useCheckedField(normaliseTitle, item.title);
  const edit = useEditItem(username);
  const valueRef = useRef<HTMLInputElement>(null);
  const labelRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = isLink ? [value, title, label] : [value, label];
    const refs = isLink ? [valueRef, titleRef, labelRef] : [valueRef, labelRef];
    const ok = fields.map((field) => field.validate());
    const firstBad = ok.indexOf(false);
    if (firstBad >= 0) {
      refs[firstBad]?.current?.focus();
      return;
    }
    const checked = value.checked();
    const checkedLabel = normaliseLabel(label.value);
    const checkedTitle = normaliseTitle(title.value);
    if (!checked.ok || !checkedLabel.ok || !checkedTitle.ok) return;
    const input: EditItemInput = {
      id: item.id,
      ...(checked.value === item.value ? {} : { value: checked.value }),
      label: checkedLabel.value,
      ...(isLink ? { title: checkedTitle.value } : {}),
    };
    try {
      const answer = await edit.mutateAsync(input);
      notifySuccess(answer.msg ?? MESSAGES.itemSaved);
      onClose();
    } catch (error) {
      const message = errorText(error);
      notifyError(message);
      const field = fieldOfRefusal(error, message);
      if (field === 'label') label.setError(message);
      else if (field === 'title') title.setError(message);
      else if (field === 'value') value.setError(message);
    }
  }

  return (
    <Modal opened onClose={onClose} title={ITEM_TEXTS.editTitle(item.name)} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={valueRef}
            label={platform?.valueName ?? ITEM_TEXTS.addressField}
            description={
              platform?.format
                ? ITEM_TEXTS.gameHint(platform.format.hint, platform.example)
                : value.error
                  ? undefined
                  : savedAs(checkValue(value.value), value.value)
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={2100}
            data-autofocus
            {...value.inputProps}
          />
          {isLink ? (
            <TextInput
              ref={titleRef}
              label={ITEM_TEXTS.titleField}
              description={ITEM_TEXTS.titleHint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
              maxLength={200}
              {...title.inputProps}
            />
          ) : null}
          <TextInput
            ref={labelRef}
            label={ITEM_TEXTS.labelField}
            description={ITEM_TEXTS.labelHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            maxLength={100}
            {...label.inputProps}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              {ITEM_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {ITEM_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
