import { Loader, NavLink } from '@mantine/core';
import { IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useBusyTask } from '../../lib/use-send';
import { downloadMyData } from './api';

/** 'Download my data': the data export (`profileApi.export`) saved as a JSON file. */
export function ExportDataLink() {
  const { busy: downloading, run } = useBusyTask();
  const download = () => run(downloadMyData);

  return (
    <NavLink
      component="button"
      label="Download my data"
      description="Everything HandleHub holds about you, as a JSON file"
      leftSection={<IconDownload size={18} aria-hidden />}
      rightSection={
        downloading ? (
          <Loader size={16} aria-label="Downloading" />
        ) : (
          <IconChevronRight size={16} aria-hidden />
        )
      }
      disabled={downloading}
      aria-busy={downloading}
      onClick={download}
    />
  );
}
