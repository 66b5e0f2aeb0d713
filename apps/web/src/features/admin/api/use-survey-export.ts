import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminSession } from '../session/admin-session-context';
import { downloadSurveyExport, type ExportFormat } from './export-surveys';

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting'; format: ExportFormat }
  | { status: 'done'; filename: string }
  | { status: 'failed' };

/** One export at a time, with the given filters; a 401 ends the session (SPEC.md section 4). */
export function useSurveyExport(filters: Readonly<Record<string, string | undefined>>) {
  const session = useAdminSession();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const exporting = state.status === 'exporting';

  const exportAs = async (format: ExportFormat) => {
    if (!session.token || exporting) return;
    setState({ status: 'exporting', format });
    try {
      const filename = await downloadSurveyExport(format, session.token, filters);
      setState({ status: 'done', filename });
    } catch (error) {
      console.error('Export failed', error);
      if (error instanceof ApiRequestError && error.status === 401) session.expire();
      else setState({ status: 'failed' });
    }
  };

  return { state, exporting, exportAs };
}
