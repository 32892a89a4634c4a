import { LINK_KEY, MESSAGES, normaliseLink, normaliseTitle } from '@handlehub/shared';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { type FormEvent, useId, useRef } from 'react';
import { savedAs } from './saved-as';
import { ITEM_TEXTS } from './texts';
import { useAddFlow } from './use-add-flow';
import { useCheckedField } from './use-checked-field';

/** "Add a link": any web address, with a title shown instead of it. */
export function AddLinkForm({ username }: { username: string }) {
  const flow = useAddFlow(username);
  const address = useCheckedField(normaliseLink);
  const title = useCheckedField(normaliseTitle);
  const addressRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const addressOk = address.validate();
    const titleOk = title.validate();
    if (!addressOk || !titleOk) {
      (addressOk ? titleRef : addressRef).current?.focus();
      return;
    }
    const checked = address.checked();
    const checkedTitle = normaliseTitle(title.value);
    if (!checked.ok || !checkedTitle.ok) return;
    const outcome = await flow.submit({
      platform: LINK_KEY,
      value: checked.value,
      ...(checkedTitle.value ? { title: checkedTitle.value } : {}),
    });
    if (outcome.ok) {
      address.reset();
      title.reset();
      addressRef.current?.focus();
    } else if (outcome.field === 'title') title.setError(outcome.error);
    else if (outcome.field === 'value') address.setError(outcome.error);
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {ITEM_TEXTS.linkTitle}
      </Title>
      <Text c="dimmed">{ITEM_TEXTS.linkIntro}</Text>
      {flow.full ? (
        <Alert variant="light" color="yellow" role="status">
          {MESSAGES.itemsFull}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={addressRef}
            type="url"
            inputMode="url"
            label={ITEM_TEXTS.addressField}
            placeholder={ITEM_TEXTS.addressPlaceholder}
            description={address.error ? undefined : savedAs(address.checked(), address.value)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            leftSection={<IconLink size={18} aria-hidden />}
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={2100}
            disabled={flow.full}
            {...address.inputProps}
          />
          <TextInput
            ref={titleRef}
            label={ITEM_TEXTS.titleField}
            description={ITEM_TEXTS.titleHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="off"
            maxLength={200}
            disabled={flow.full}
            {...title.inputProps}
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
