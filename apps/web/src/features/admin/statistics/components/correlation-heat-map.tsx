import { useTranslation } from 'react-i18next';
import { ScrollingTable, TH } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';

/** A cell's colour: blue for a positive correlation, red for a negative one, deeper when stronger. */
function shade(r: number | null): string | undefined {
  if (r === null) return undefined;
  const strength = Math.round(Math.min(1, Math.abs(r)) * 85);
  return r >= 0 ? `hsl(215 80% ${97 - strength / 2}%)` : `hsl(0 75% ${97 - strength / 2}%)`;
}

/**
 * The inter-item correlations as a heat map that is itself a table: the colour is for the eye,
 * the written coefficient in each cell is what screen readers and keyboard users read (the
 * table scrolls sideways on a phone and takes the focus to do so).
 */
export function CorrelationHeatMap({
  id,
  title,
  labels,
  matrix,
}: {
  id: string;
  title: string;
  labels: readonly string[];
  matrix: readonly (readonly (number | null)[])[];
}) {
  const { t } = useTranslation(['statistics', 'analytics']);
  const format = useFormat({ notAvailable: t('analytics:notAvailable') });
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold text-slate-800">
        {title}
      </h3>
      <ScrollingTable labelledBy={id}>
        <thead>
          <tr>
            <td className={TH} />
            {labels.map((label) => (
              <th key={label} scope="col" className={`${TH} text-xs`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.map((row, i) => (
            <tr key={labels[i]}>
              <th scope="row" className={`${TH} text-xs`}>
                {labels[i]}
              </th>
              {row.map((r, j) => (
                <td
                  key={labels[j]}
                  className="border border-white px-1.5 py-1 text-right text-xs text-slate-900 tabular-nums [print-color-adjust:exact]"
                  style={{ backgroundColor: shade(r) }}
                >
                  {format.decimal(r, 3)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
      <p className="text-xs text-slate-600">{t('items.heatMapNote')}</p>
    </div>
  );
}
