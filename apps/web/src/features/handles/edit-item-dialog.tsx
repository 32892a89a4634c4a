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
import { Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../components/dialog-actions';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { ItemValueInput, ItemWordsInput, useItemForm } from './item-form';
import { useEditItem } from './items-api';
import { savedAs } from './saved-as';
import { ITEM_TEXTS } from './texts';
import { fieldOfRefusal } from './use-add-flow';

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
  const { form, onSubmit, refuse } = useItemForm(
    'edit-item',
    isLink
      ? { value: checkValue, title: normaliseTitle, label: normaliseLabel }
      : { value: checkValue, label: normaliseLabel },
    { value: item.value, label: item.label, title: item.title },
  );
  const edit = useEditItem(username);

  const save = onSubmit(async (stored) => {
    const input: EditItemInput = {
      id: item.id,
      ...(stored.value === item.value ? {} : { value: stored.value }),
      label: stored.label,
      ...(isLink ? { title: stored.title } : {}),
    };
    try {
      const answer = await edit.mutateAsync(input);
      notifySuccess(answer.msg ?? MESSAGES.itemSaved);
      onClose();
    } catch (error) {
      const message = errorText(error);
      notifyError(message);
      refuse(fieldOfRefusal(error, message), message);
    }
  });

  return (
    <Modal opened onClose={onClose} title={ITEM_TEXTS.editTitle(item.name)} centered>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <ItemValueInput
            label={platform?.valueName ?? ITEM_TEXTS.addressField}
            description={
              platform?.format
                ? ITEM_TEXTS.gameHint(platform.format.hint, platform.example)
                : form.errors.value
                  ? undefined
                  : savedAs(checkValue(form.values.value), form.values.value)
            }
            maxLength={2100}
            data-autofocus
            {...form.getInputProps('value')}
          />
          {item.verified ? (
            <Text fz="sm" data-testid="edit-resets-level">
              {ITEM_TEXTS.editResetsLevel}
            </Text>
          ) : null}
          {isLink ? <ItemWordsInput field="title" {...form.getInputProps('title')} /> : null}
          <ItemWordsInput field="label" {...form.getInputProps('label')} />
          <DialogActions
            submitLabel={ITEM_TEXTS.save}
            busy={edit.isPending}
            onCancel={onClose}
            lockCancel
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
