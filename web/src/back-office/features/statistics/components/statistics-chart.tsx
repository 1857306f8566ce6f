import { Box } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { paletteColor } from '@shared/statistics/statistics-palette';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';

type Row = Record<string, string | number>;

/**
 * The registrations graph (Chakra UI charts on recharts): a line per race / event / series over the
 * days, bars over months and years, coloured by the §9 palette in line order. The picture is one
 * image for assistive technology; the table view carries the same numbers.
 */
export function StatisticsChart({
  graph,
  segment,
  label,
  bucketLabel,
}: {
  graph: StatisticsAnswer['graph'];
  segment: number;
  label: string;
  bucketLabel: (bucket: string) => string;
}) {
  const data: Row[] = graph.buckets.map((bucket, i) => ({
    bucket: bucketLabel(bucket),
    ...Object.fromEntries(graph.lines.map((line) => [line.key, line.values[i] ?? 0])),
  }));
  const chart = useChart<Row>({
    data,
    series: graph.lines.map((line, i) => ({ name: line.key, label: line.label, color: paletteColor(i) })),
  });
  const axes = [
    <CartesianGrid key="grid" stroke={chart.color('border.muted')} vertical={false} />,
    <XAxis
      key="x"
      dataKey={chart.key('bucket')}
      tickLine={false}
      axisLine={false}
      tickMargin={8}
      minTickGap={12}
    />,
    <YAxis key="y" allowDecimals={false} tickLine={false} axisLine={false} width={40} />,
    <Tooltip key="tip" animationDuration={100} cursor={false} content={<Chart.Tooltip />} />,
    <Legend key="legend" content={<Chart.Legend />} />,
  ];
  return (
    <Box role="img" aria-label={label} data-testid="statistics-chart">
      <Chart.Root maxH="sm" chart={chart} aria-hidden="true">
        {segment === 1 ? (
          <LineChart data={chart.data} margin={{ left: 0, right: 8 }}>
            {axes}
            {chart.series.map((s) => (
              <Line
                key={String(s.name)}
                isAnimationActive={false}
                dataKey={chart.key(s.name)}
                name={String(s.label)}
                stroke={chart.color(s.color)}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={chart.data} margin={{ left: 0, right: 8 }}>
            {axes}
            {chart.series.map((s) => (
              <Bar
                key={String(s.name)}
                isAnimationActive={false}
                dataKey={chart.key(s.name)}
                name={String(s.label)}
                fill={chart.color(s.color)}
              />
            ))}
          </BarChart>
        )}
      </Chart.Root>
    </Box>
  );
}
