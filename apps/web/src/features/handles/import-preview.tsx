import { type ImportPreviewResponse, LINK_KEY, platformOf, platformOfHost } from '@handlehub/shared';
import { Group, Text } from '@mantine/core';
import { PlatformIcon } from '../../components/platform-icon';
import classes from './items.module.css';
import { ITEM_TEXTS } from './texts';

type Row = ImportPreviewResponse['rows'][number];
type Imported = NonNullable<Row['item']>;

/** The icon a row will have on the page: its platform's, or for a link the one of a host we know. */
function iconOf(item: Imported): string {
  if (item.platform !== LINK_KEY) return platformOf(item.platform)?.icon ?? 'Controller';
  try {
    return platformOfHost(new URL(item.value).hostname)?.icon ?? 'Link';
  } catch {
    return 'Link';
  }
}

/** The rows of a file: what each adds (shown or hidden), or why it is left out. */
export function ImportPreviewTable({
  preview,
  caption,
}: {
  preview: ImportPreviewResponse;
  caption: string;
}) {
  return (
    <table className={classes.table}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: 4 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{ITEM_TEXTS.columnRow}</th>
          <th scope="col">{ITEM_TEXTS.columnItem}</th>
          <th scope="col">{ITEM_TEXTS.columnResult}</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.row} data-refused={row.reason ? true : undefined}>
            <td>{row.row}</td>
            <td>
              {row.item ? (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <PlatformIcon icon={iconOf(row.item)} size={20} />
                  <div className={classes.text}>
                    <Text fw={700} size="sm" className={classes.value}>
                      {row.item.name}
                      {row.item.label ? ` ${ITEM_TEXTS.labelOf(row.item.label)}` : ''}
                    </Text>
                    <Text size="sm" className={classes.value}>
                      {row.item.value}
                    </Text>
                  </div>
                </Group>
              ) : (
                <Text size="sm" className={classes.value}>
                  {row.source}
                </Text>
              )}
            </td>
            <td>
              {row.reason ? (
                <Text size="sm" className={classes.refused}>
                  {ITEM_TEXTS.refused(row.reason)}
                </Text>
              ) : (
                <Text size="sm">{ITEM_TEXTS.willAdd(row.item?.visible ?? true)}</Text>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
