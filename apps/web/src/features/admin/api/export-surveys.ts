import { EXPORT_FORMATS, type ExportFormat } from '@prca/core';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { API_BASE_URL } from '../../../lib/env';
import { useAdminToken } from '../session/admin-session-context';

export { EXPORT_FORMATS, type ExportFormat };

/** The name the server gives when it gives none: surveys_export_{yyyy-mm-dd}.{format}. */
export function defaultExportFilename(format: ExportFormat, now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `surveys_export_${date}.${format}`;
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (percent-encoded
 * UTF-8) before `filename`; null when there is none. Folders are stripped from it.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * GET /api/admin/surveys/export with the bearer token, saved through a temporary link: a
 * plain link cannot carry the Authorization header. `filters` are the list's (the server
 * ignores any it does not know). Resolves to the file name used.
 */
export async function downloadSurveyExport(
  format: ExportFormat,
  token: string,
  filters: Readonly<Record<string, string | undefined>> = {},
): Promise<string> {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/api/admin/surveys/export?${query}`, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
    });
  } catch {
    throw new ApiRequestError('Network error', 0);
  }
  if (!response.ok) throw new ApiRequestError(await failureMessage(response), response.status);
  const blob = await response.blob();
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ??
    defaultExportFilename(format, new Date());
  saveBlob(blob, filename);
  return filename;
}

/** SPEC.md section 8: the server's message, else 'API request failed: {status text}'. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const payload = (await response.json()) as { message?: unknown };
    if (typeof payload.message === 'string') return payload.message;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return `API request failed: ${response.statusText || response.status}`;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by now; a moment's grace costs nothing.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * One export at a time, with the given filters (SPEC.md section 4: the buttons wait while one
 * runs); `variables` is the format under way, `data` the file name once saved.
 */
export function useExportSurveys(filters: Readonly<Record<string, string | undefined>>) {
  const token = useAdminToken();
  return useMutation({
    mutationFn: (format: ExportFormat) => downloadSurveyExport(format, token ?? '', filters),
  });
}
