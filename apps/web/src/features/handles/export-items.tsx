import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText, notifyError } from '../../lib/notify';
import { downloadExport, type ExportKind } from './export-api';
import { ItemsSection } from './items-section';
import { ITEM_TEXTS } from './texts';

const BUTTONS: { kind: ExportKind; text: string }[] = [
  { kind: 'csv', text: ITEM_TEXTS.downloadCsv },
  { kind: 'resume', text: ITEM_TEXTS.downloadResume },
];

/** "Download CSV" and "Download JSON Resume": the owner's handles and links as a file. */
export function ExportItems({ username }: { username: string }) {
  const [busy, setBusy] = useState<ExportKind | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    try {
      await downloadExport(kind, username);
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ItemsSection title={ITEM_TEXTS.exportTitle} intro={ITEM_TEXTS.exportIntro}>
      <Group gap="sm">
        {BUTTONS.map(({ kind, text }) => (
          <Button
            key={kind}
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={busy === kind}
            // Loading keeps the button's name; the busy state says it is working.
            aria-busy={busy === kind}
            disabled={busy !== null && busy !== kind}
            onClick={() => void download(kind)}
          >
            {text}
          </Button>
        ))}
      </Group>
    </ItemsSection>
  );
}
