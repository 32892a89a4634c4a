import { IMPORT_MAX_BYTES, type ImportPreviewResponse, MESSAGES } from '@handlehub/shared';
import { Button, FileInput, Group, Loader, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorText, notifyError, notifySuccess } from '../../lib/notify';
import { ImportPreviewTable } from './import-preview';
import { type ImportFile, previewImport, useImportItems } from './items-api';
import { ItemsSection } from './items-section';
import { ITEM_TEXTS } from './texts';

const ACCEPT = '.json,.html,.htm,.csv';

type Step =
  | { kind: 'choose' }
  | { kind: 'reading' }
  | { kind: 'preview'; file: ImportFile; preview: ImportPreviewResponse };

/**
 * "Bring your links": a LinkStack export, a LittleLink page or a CSV file, read here and shown row by
 * row as the server would take it (`importPreview` writes nothing); only "Add N" writes, with the same
 * file, so what is added is exactly what was shown.
 */
export function ImportItems({ username }: { username: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | undefined>();
  const importItems = useImportItems(username);
  const fileRef = useRef<HTMLButtonElement>(null);
  // A second file chosen while the first is still being read wins; the first answer is dropped.
  const reading = useRef(0);

  function reset() {
    reading.current += 1;
    setFile(null);
    setStep({ kind: 'choose' });
    setError(undefined);
  }

  async function choose(chosen: File | null) {
    reset();
    if (!chosen) return;
    setFile(chosen);
    // Refused here, before it is read or sent: the server would refuse it too.
    if (chosen.size > IMPORT_MAX_BYTES) {
      setError(MESSAGES.importTooLarge);
      return;
    }
    const attempt = ++reading.current;
    setStep({ kind: 'reading' });
    try {
      const read: ImportFile = { fileName: chosen.name, text: await chosen.text() };
      const preview = await previewImport(read);
      if (attempt === reading.current) setStep({ kind: 'preview', file: read, preview });
    } catch (failure) {
      if (attempt !== reading.current) return;
      setStep({ kind: 'choose' });
      setError(errorText(failure));
    }
  }

  async function confirm(read: ImportFile) {
    try {
      const answer = await importItems.mutateAsync(read);
      notifySuccess(answer.msg ?? MESSAGES.itemAdded);
      reset();
      fileRef.current?.focus();
    } catch (failure) {
      const message = errorText(failure);
      notifyError(message);
      setError(message);
    }
  }

  const preview = step.kind === 'preview' ? step.preview : null;
  const added = preview ? preview.rows.filter((row) => !row.reason).length : 0;
  const refused = preview ? preview.rows.length - added : 0;

  return (
    <ItemsSection title={ITEM_TEXTS.importTitle} intro={ITEM_TEXTS.importIntro}>
      <FileInput
        ref={fileRef}
        label={ITEM_TEXTS.fileField}
        placeholder={ITEM_TEXTS.filePlaceholder}
        accept={ACCEPT}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        error={error}
        leftSection={<IconFileImport size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': ITEM_TEXTS.clearFile }}
        disabled={importItems.isPending}
      />
      {/* The outcome of reading the file is said when it is there: the summary, or the refusal above. */}
      <div role="status">
        {step.kind === 'reading' ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text>{ITEM_TEXTS.reading}</Text>
          </Group>
        ) : preview ? (
          <Text fw={700}>{ITEM_TEXTS.summary(added, refused)}</Text>
        ) : null}
      </div>
      {step.kind === 'preview' ? (
        <>
          <ImportPreviewTable
            preview={step.preview}
            caption={ITEM_TEXTS.previewTitle(step.file.fileName, ITEM_TEXTS.formats[step.preview.format])}
          />
          <Group gap="sm">
            <Button
              onClick={() => void confirm(step.file)}
              loading={importItems.isPending}
              disabled={added === 0}
            >
              {ITEM_TEXTS.addAll(added)}
            </Button>
            <Button variant="default" onClick={reset} disabled={importItems.isPending}>
              {ITEM_TEXTS.cancel}
            </Button>
          </Group>
        </>
      ) : null}
    </ItemsSection>
  );
}
