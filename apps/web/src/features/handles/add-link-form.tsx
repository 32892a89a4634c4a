import { LINK_KEY, normaliseLink, normaliseTitle } from '@handlehub/shared';
import { IconLink } from '@tabler/icons-react';
import { AddItemSection } from './add-item-section';
import { ItemValueInput, ItemWordsInput, useItemForm } from './item-form';
import { savedAs } from './saved-as';
import { ITEM_TEXTS } from './texts';
import { useAddFlow } from './use-add-flow';

/** "Add a link": any web address, with a title shown instead of it. */
export function AddLinkForm({ username }: { username: string }) {
  const flow = useAddFlow(username);
  const item = useItemForm('add-link', { value: normaliseLink, title: normaliseTitle });
  const { values, errors } = item.form;

  const onSubmit = item.onSubmit(async ({ value, title }) =>
    item.afterAdd(await flow.submit({ platform: LINK_KEY, value, ...(title ? { title } : {}) })),
  );

  return (
    <AddItemSection title={ITEM_TEXTS.linkTitle} intro={ITEM_TEXTS.linkIntro} flow={flow} onSubmit={onSubmit}>
      <ItemValueInput
        type="url"
        inputMode="url"
        label={ITEM_TEXTS.addressField}
        placeholder={ITEM_TEXTS.addressPlaceholder}
        description={errors.value ? undefined : savedAs(normaliseLink(values.value), values.value)}
        leftSection={<IconLink size={18} aria-hidden />}
        autoComplete="url"
        maxLength={2100}
        disabled={flow.full}
        {...item.form.getInputProps('value')}
      />
      <ItemWordsInput field="title" disabled={flow.full} {...item.form.getInputProps('title')} />
    </AddItemSection>
  );
}
