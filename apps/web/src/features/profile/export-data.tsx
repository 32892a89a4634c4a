import { Loader, NavLink } from '@mantine/core';
import { IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText, notifyError } from '../../lib/notify';
import { downloadMyData } from './api';

/** 'Download my data': the data export (`profileApi.export`) saved as a JSON file. */
export function ExportDataLink() {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

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
