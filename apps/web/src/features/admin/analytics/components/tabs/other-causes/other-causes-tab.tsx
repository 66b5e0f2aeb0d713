import { TabContent } from '../tab-content';
import { OtherCausesBreakdowns } from './other-causes-breakdowns';
import { OtherCausesResponses } from './other-causes-responses';
import { OtherCausesSummary } from './other-causes-summary';
import { OtherCausesThemes } from './other-causes-themes';
import { OtherCausesWords } from './other-causes-words';

/** SPEC.md section 2, "Other causes": what students wrote when they chose "other". */
export function OtherCausesTab() {
  return (
    <TabContent endpoint="other-causes" isEmpty={() => false}>
      {(data) => (
        <>
          <OtherCausesSummary data={data} />
          <OtherCausesBreakdowns data={data} />
          <OtherCausesThemes data={data} />
          <OtherCausesWords data={data} />
          <OtherCausesResponses data={data} />
        </>
      )}
    </TabContent>
  );
}
