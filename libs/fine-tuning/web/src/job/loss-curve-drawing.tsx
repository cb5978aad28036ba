// Its own chunk, fetched only once a job has a loss curve: recharts is most of the model page's weight otherwise.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { FineTuneJob } from '@bagel/fine-tuning-contract';

const LOSS_SERIES = [{ name: 'loss', label: 'Loss', color: 'indigo.6' }];
const twoDecimals = (value: number) => value.toFixed(2);

/** The loss curve itself; keyboard users can step through its points (recharts' accessibility layer). */
export default function LossCurveDrawing({ loss, summary, height }: { loss: FineTuneJob['loss']; summary: string; height: number }) {
  return (
    <LineChart
      h={height}
      data={loss}
      dataKey="step"
      series={LOSS_SERIES}
      curveType="linear"
      withDots={loss.length <= 30}
      xAxisLabel="Step"
      yAxisLabel="Loss"
      valueFormatter={twoDecimals}
      lineChartProps={{ title: 'Training loss by step', desc: summary }}
    />
  );
}
