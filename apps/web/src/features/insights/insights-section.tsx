import { type HandleItem, nameOfItem } from '@handlehub/shared';
import { INSIGHT_DAYS } from '@handlehub/shared/limits';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../components/page-loader';
import { useInsights } from './api';
import { InsightsChart, SERIES } from './insights-chart';
import { totalsOf } from './insights-summary';

function Total({
  label,
  value,
  colour,
  mark,
}: {
  label: string;
  value: number;
  colour: string;
  mark: 'bar' | 'line';
}) {
  return (
    // The figure sits at the foot of its card: a label that wraps on a phone never lowers one figure alone.
    <Card withBorder radius="md" padding="xs" component="li" style={{ justifyContent: 'space-between' }}>
      <Group gap={6} wrap="nowrap">
        <span
          aria-hidden
          style={{
            flex: 'none',
            width: 12,
            height: mark === 'bar' ? 12 : 3,
            borderRadius: 2,
            background: colour,
          }}
        />
        <Text fz="xs" c="dimmed" lh={1.2}>
          {label}
        </Text>
      </Group>
      <Text fw={700} fz="xl" data-testid={`insights-total-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

/**
 * The owner's insights on their own profile screen: totals of the last 30 days (which double as the
 * chart's legend), the chart, and clicks per handle. Loaded on its own, after the rest of the screen.
 */
export function InsightsSection({ username, items }: { username: string; items: readonly HandleItem[] }) {
  const insights = useInsights(username);
  return (
    <section aria-labelledby="insights-heading">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id="insights-heading">
          Insights
        </Title>
        <Text fz="sm" c="dimmed">
          Last {INSIGHT_DAYS} days
        </Text>
      </Group>
      {insights.isPending ? (
        <PageLoader />
      ) : insights.isError ? (
        <Alert color="red">{insights.error.message}</Alert>
      ) : (
        <InsightsBody days={insights.data} items={items} />
      )}
    </section>
  );
}

function InsightsBody({
  days,
  items,
}: {
  days: Parameters<typeof totalsOf>[0];
  items: readonly HandleItem[];
}) {
  const totals = totalsOf(days);
  const empty = totals.views === 0 && totals.clicks === 0;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={3}
        spacing="xs"
        component="ul"
        aria-label="Totals of the last 30 days"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        <Total label="Profile views" value={totals.views} colour={SERIES.views} mark="bar" />
        <Total label="QR scans" value={totals.qrScans} colour={SERIES.qrScans} mark="bar" />
        <Total label="Handle clicks" value={totals.clicks} colour={SERIES.clicks} mark="line" />
      </SimpleGrid>
      {empty ? (
        <Text c="dimmed" ta="center" py="md">
          No visits yet. Share your link or QR code: views, QR scans and copied handles of the last{' '}
          {INSIGHT_DAYS} days will show here.
        </Text>
      ) : (
        <>
          <InsightsChart days={days} totals={totals} items={items} />
          <Text fz="xs" c="dimmed">
            Bars: profile views per day, the QR scans among them at the foot. Line: handle copies and opens.
            Your own visits and bots are not counted.
          </Text>
          {totals.perHandle.length > 0 && (
            <div>
              <Title order={3} size="h6" id="insights-handles-heading" mb={4}>
                Clicks per handle
              </Title>
              <Stack
                component="ul"
                gap={2}
                maw={360}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-labelledby="insights-handles-heading"
              >
                {totals.perHandle.map(({ slug, count }) => (
                  <Group component="li" key={slug} justify="space-between" fz="sm">
                    <span>{nameOfItem(slug, items)}</span>
                    <Text span fw={700} fz="sm">
                      {count.toLocaleString()}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
